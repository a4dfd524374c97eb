import type { OrderAffiliateTerms } from "./terms.ts";

// Which publisher a sale belongs to (spec two §4 "click tracking", issue 14 "Attribution"), as a
// pure decision over the candidates the checkout found: a coupon bound to a node, the buyer's
// email binding of a lifetime program, the attribution cookie's click and an embed's click token.
// Exactly one winner or none, so a seller never pays two publishers for one sale.

const DAY_MS = 86_400_000;

export type AttributionSource = OrderAffiliateTerms["source"];

/** One way the sale could be attributed, with what the rules need to know about its node and program. */
export interface AttributionCandidate {
  source: AttributionSource;
  nodeId: number;
  programId: number;
  publisherId: number;
  /** The node is accepted (a requested, rejected or canceled node earns nothing). */
  nodeAccepted: boolean;
  /** The program is not archived. */
  programActive: boolean;
  /** all_products, or with_products listing the order's product. */
  coversProduct: boolean;
  duration: OrderAffiliateTerms["duration"];
  /** Clicks (cookie and embed token): when the click happened and the program's cookie life in days. */
  clickedAt?: Date;
  cookiesExpire?: number;
}

/** Stronger sources first: a coupon handed out by the publisher, then the lifetime binding, then clicks. */
const RANK: Record<AttributionSource, number> = { coupon: 0, email: 1, click: 2, embed: 2 };

/** A click counts within its cookie's life: a cookie the browser still sent after that proves nothing. */
export function clickAlive(clickedAt: Date, cookiesExpire: number, now: Date): boolean {
  const age = now.getTime() - clickedAt.getTime();
  return age >= 0 && age < cookiesExpire * DAY_MS;
}

function eligible(c: AttributionCandidate, now: Date): boolean {
  if (!c.nodeAccepted || !c.programActive || !c.coversProduct) return false;
  // An email binding only ever exists for lifetime programs; one whose program changed since attributes no more.
  if (c.source === "email") return c.duration === "lifetime";
  if (c.source === "click" || c.source === "embed")
    return c.clickedAt !== undefined && clickAlive(c.clickedAt, c.cookiesExpire ?? 0, now);
  return true;
}

/**
 * The winning candidate: coupon-bound beats email-bound (lifetime) beats the last click within its
 * cookie life; skipped are nodes no longer accepted, archived programs and programs that do not
 * cover the product. Null: the sale is nobody's.
 */
export function decideAttribution(
  candidates: readonly AttributionCandidate[],
  now: Date,
): AttributionCandidate | null {
  let best: AttributionCandidate | null = null;
  for (const c of candidates) {
    if (!eligible(c, now)) continue;
    if (!best || beats(c, best)) best = c;
  }
  return best;
}

function beats(a: AttributionCandidate, b: AttributionCandidate): boolean {
  if (RANK[a.source] !== RANK[b.source]) return RANK[a.source] < RANK[b.source];
  // Among clicks the latest wins (last click); ties keep the first seen.
  return (a.clickedAt?.getTime() ?? 0) > (b.clickedAt?.getTime() ?? 0);
}

/** What termsOf reads of the program (table fields, basis points). */
export interface TermsProgram {
  id: number;
  scope: string;
  commissions: readonly number[];
  bonus: number;
  commissionDuration: OrderAffiliateTerms["duration"];
  lifetimeDuration: number | null;
  provisionFromBrutto: boolean;
}

/** A node up the chain: index 0 = the winner, then whoever recruited them, and so on. */
export interface ChainNode {
  nodeId: number;
  publisherId: number;
  /** The node's own bonus in basis points; null: the program's. Only stage 1's counts. */
  bonus: number | null;
}

/**
 * The terms an order is attributed under: each stage's basis points (the product's own commissions
 * in a with_products program), the bonus added to stage 1 (the node's over the program's) but never
 * past 100 % in total, the chain cut at the program's stage count (a chain shorter than the stages
 * leaves the upper stages with the seller), and the end of a fixed duration.
 */
export function termsOf(input: {
  source: AttributionSource;
  program: TermsProgram;
  productCommissions: readonly number[] | null;
  chain: readonly ChainNode[];
  vatBps: number;
  createdAt: Date;
}): OrderAffiliateTerms {
  const { program, chain } = input;
  const rates =
    program.scope === "with_products" && input.productCommissions
      ? input.productCommissions
      : program.commissions;
  const stages = chain.slice(0, rates.length).map((node, i) => ({
    publisherId: node.publisherId,
    nodeId: node.nodeId,
    bps: rates[i] ?? 0,
  }));
  if (stages[0]) {
    const others = stages.reduce((sum, s) => sum + s.bps, 0);
    const bonus = chain[0]!.bonus ?? program.bonus;
    stages[0].bps += Math.max(0, Math.min(bonus, 10_000 - others));
  }
  const until =
    program.commissionDuration === "fixed" && program.lifetimeDuration !== null
      ? new Date(input.createdAt.getTime() + program.lifetimeDuration * DAY_MS).toISOString()
      : null;
  return {
    programId: program.id,
    nodeId: chain[0]?.nodeId ?? 0,
    source: input.source,
    stages,
    fromGross: program.provisionFromBrutto,
    vatBps: input.vatBps,
    duration: program.commissionDuration,
    until,
  };
}
