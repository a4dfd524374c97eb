import {
  decideAttribution,
  termsOf,
  vatTreatment,
  type AttributionCandidate,
  type AttributionSource,
  type OrderAffiliateTerms,
} from "@sellwerk/domain";
import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { buyerSnapshot, buyerVat, sellerVat } from "../../billing/parties.ts";
import { orders } from "../../orders/tables.ts";
import { affiliateBindings } from "../tables.ts";
import { clickCookie, readClick, type SignedClick } from "./cookie.ts";
import { findCandidateNodes, type NodeFacts } from "./candidates.ts";

// Attribution at checkout start (docs/affiliates.md "Attribution"): the seller's attribution
// cookie, an embed's click token, the coupon's node and the buyer's email binding are weighed by
// the domain's rules, and the winner's terms go into the order's own insert. A checkout with none
// of the first three costs no statement here: the order's insert itself answers whether the email
// is bound (its RETURNING), and only then are the binding's terms looked up.

export interface CheckoutClues {
  sellerId: number;
  productId: number;
  /** The buyer's email as typed; bindings are kept lowercased. */
  email: string;
  /** The node the applied coupon is bound to. */
  couponNodeId: number | null;
  /** The request's Cookie header. */
  cookieHeader: string | undefined;
  /** The embed's click token from the body. */
  clickToken: string | undefined;
  payer: Record<string, unknown>;
  paymentMethod: string;
}

/** The order's affiliate columns, as its insert writes them. */
export interface OrderAttribution {
  affiliateProgramId: number;
  publisherId: number;
  /** The terms; the column is plain jsonb, so the type carries an index signature for drizzle. */
  affiliate: OrderAffiliateTerms & Record<string, unknown>;
}

export const bindingEmail = (email: string) => email.trim().toLowerCase();

function clicksOf(deps: Deps, clues: CheckoutClues): { source: AttributionSource; click: SignedClick }[] {
  const found: { source: AttributionSource; click: SignedClick }[] = [];
  const cookie = readClick(deps.urlSigner, clickCookie(clues.cookieHeader, clues.sellerId));
  if (cookie) found.push({ source: "click", click: cookie });
  const token = readClick(deps.urlSigner, clues.clickToken);
  if (token) found.push({ source: "embed", click: token });
  return found;
}

function candidatesOf(
  facts: NodeFacts[],
  clicks: { source: AttributionSource; click: SignedClick }[],
  couponNodeId: number | null,
): AttributionCandidate[] {
  const out: AttributionCandidate[] = [];
  for (const f of facts) {
    const base = {
      nodeId: f.nodeId,
      programId: f.programId,
      publisherId: f.publisherId ?? 0,
      nodeAccepted: f.state === "accepted" && f.publisherId !== null,
      programActive: !f.archived,
      coversProduct: f.scope === "all_products" || f.productCommissions !== null,
      duration: f.duration,
    };
    if (f.nodeId === couponNodeId) out.push({ ...base, source: "coupon" });
    if (f.nodeId === f.boundNodeId) out.push({ ...base, source: "email" });
    for (const c of clicks)
      if (c.click.nodeId === f.nodeId)
        out.push({ ...base, source: c.source, clickedAt: c.click.issuedAt, cookiesExpire: f.cookiesExpire });
  }
  return out;
}

/** The VAT rate the sale is taxed at, for commissions from the net amount; 0 when unknown. */
function vatBpsOf(facts: NodeFacts, clues: CheckoutClues): number {
  try {
    const buyer = buyerVat(buyerSnapshot(clues.payer, clues.paymentMethod));
    return vatTreatment(sellerVat(facts.sellerProfile), buyer).rateBasisPoints;
  } catch {
    // An unknown country code: billing refuses it later; attribution does not block the checkout.
    return 0;
  }
}

function decide(
  facts: NodeFacts[],
  clues: CheckoutClues,
  clicks: { source: AttributionSource; click: SignedClick }[],
  now: Date,
): OrderAttribution | null {
  const winner = decideAttribution(candidatesOf(facts, clicks, clues.couponNodeId), now);
  if (!winner) return null;
  const node = facts.find((f) => f.nodeId === winner.nodeId)!;
  const terms = termsOf({
    source: winner.source,
    program: {
      id: node.programId,
      scope: node.scope,
      commissions: node.commissions,
      bonus: node.programBonus,
      commissionDuration: node.duration,
      lifetimeDuration: node.lifetimeDuration,
      provisionFromBrutto: node.fromGross,
    },
    productCommissions: node.productCommissions,
    chain: node.chain,
    vatBps: vatBpsOf(node, clues),
    createdAt: now,
  });
  return {
    affiliateProgramId: node.programId,
    publisherId: winner.publisherId,
    affiliate: terms as OrderAffiliateTerms & Record<string, unknown>,
  };
}

/**
 * Before the order's transaction: the attribution the cookie, click token or coupon bring (with an
 * email binding weighed in). Null without any of them — no statement spent.
 */
export async function attributeCheckout(deps: Deps, clues: CheckoutClues): Promise<OrderAttribution | null> {
  const clicks = clicksOf(deps, clues);
  const nodeIds = clicks.map((c) => c.click.nodeId);
  if (clues.couponNodeId !== null) nodeIds.push(clues.couponNodeId);
  if (nodeIds.length === 0) return null;
  const facts = await findCandidateNodes(deps.db, {
    sellerId: clues.sellerId,
    productId: clues.productId,
    email: bindingEmail(clues.email),
    nodeIds,
  });
  return decide(facts, clues, clicks, deps.clock.now());
}

/** An order without other clues whose insert found the buyer's email bound: the binding's terms. */
export async function attributeByBinding(
  deps: Deps,
  ex: Executor,
  clues: CheckoutClues,
): Promise<OrderAttribution | null> {
  const facts = await findCandidateNodes(ex, {
    sellerId: clues.sellerId,
    productId: clues.productId,
    email: bindingEmail(clues.email),
    nodeIds: [],
  });
  return decide(facts, clues, [], deps.clock.now());
}

/**
 * A lifetime program's sale binds the buyer's email to the publisher, at checkout start, in the
 * order's transaction: the click (or coupon) already showed who brought the buyer, and a later
 * purchase must find the binding even while this order's payment is still open. The first
 * binding wins (primary key seller + email, ON CONFLICT DO NOTHING): concurrent first orders with
 * different publishers' cookies leave exactly one, so a buyer is never bound to two publishers.
 */
export async function bindBuyer(
  ex: Executor,
  input: { sellerId: number; email: string; orderId: number; attribution: OrderAttribution },
): Promise<void> {
  const { affiliate } = input.attribution;
  if (affiliate.duration !== "lifetime" || affiliate.source === "email") return;
  await ex
    .insert(affiliateBindings)
    .values({
      sellerId: input.sellerId,
      email: bindingEmail(input.email),
      programId: affiliate.programId,
      nodeId: affiliate.nodeId,
      publisherId: input.attribution.publisherId,
      orderId: input.orderId,
    })
    .onConflictDoNothing();
}

type OrderRow = typeof orders.$inferSelect;

/**
 * After the order's insert, in its transaction: a lifetime sale binds the buyer; an order the
 * other clues left unattributed takes the binding its insert found (two statements, only for a
 * bound buyer). Answers the order as it now stands.
 */
export async function settleAttribution<O extends OrderRow>(
  deps: Deps,
  tx: Executor,
  input: { order: O; boundNodeId: number | null; attribution: OrderAttribution | null; clues: CheckoutClues },
): Promise<O> {
  const { order, attribution, clues } = input;
  if (attribution) {
    await bindBuyer(tx, { sellerId: order.sellerId, email: clues.email, orderId: order.id, attribution });
    return order;
  }
  if (input.boundNodeId === null) return order;
  const bound = await attributeByBinding(deps, tx, clues);
  if (!bound) return order;
  await tx.update(orders).set(bound).where(eq(orders.id, order.id));
  return { ...order, ...bound };
}
