import { and, asc, eq } from "drizzle-orm";
import type { OrderAffiliateTerms } from "@sellwerk/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../src/platform/deps.ts";
import { affiliateCommissions, affiliateNodes, affiliatePrograms } from "../../src/affiliates/tables.ts";
import { orderRates, orders } from "../../src/orders/tables.ts";
import { payments } from "../../src/payments/tables.ts";
import { call } from "./api.ts";
import { until } from "./verification.ts";
import { CARD, checkoutCall } from "./given-checkout.ts";
import { givenUser } from "./users.ts";

// Affiliate commissions' tests: a seller's two-stage program with a publisher and their recruiter,
// and orders attributed to it. The order's terms snapshot is the contract between attribution
// (which writes it at checkout) and the commissions (which read it when a rate is paid), so the
// tests write it directly while the order waits for its 3-D Secure challenge.

/** A sandbox card that asks for 3-D Secure: the order waits until the challenge is answered. */
export const CHALLENGE_CARD = "4000000000003220";

/** A program of 10 % + 5 %: `publisher` brings the sales, `recruiter` recruited them. */
export async function givenChain(deps: Deps, sellerId: number, commissions: number[] = [1000, 500]) {
  // Both may be paid out: the verification routes are a seller's, so they are sellers too.
  const recruiter = await givenUser(deps, { profiles: ["publisher", "seller"] });
  const publisher = await givenUser(deps, { profiles: ["publisher", "seller"] });
  const [program] = await deps.db
    .insert(affiliatePrograms)
    .values({ sellerId, name: "Partners", form: "multiple", commissions })
    .returning();
  const node = (publisherId: number, email: string, parentNodeId: number | null) =>
    deps.db
      .insert(affiliateNodes)
      .values({
        sellerId,
        programId: program!.id,
        publisherId,
        email,
        state: "accepted",
        initiator: "seller",
        parentNodeId,
      })
      .returning()
      .then((rows) => rows[0]!);
  const top = await node(recruiter.id, recruiter.email, null);
  const own = await node(publisher.id, publisher.email, top.id);
  const terms = (over: Partial<OrderAffiliateTerms> = {}): OrderAffiliateTerms => ({
    programId: program!.id,
    nodeId: own.id,
    source: "click",
    stages: [
      { publisherId: publisher.id, nodeId: own.id, bps: commissions[0]! },
      { publisherId: recruiter.id, nodeId: top.id, bps: commissions[1] ?? 0 },
    ],
    fromGross: true,
    vatBps: 0,
    duration: "lifetime",
    until: null,
    ...over,
  });
  return { program: program!, publisher, recruiter, terms };
}

/**
 * Checks out by a 3-D Secure card, writes the affiliate terms onto the waiting order (as the
 * attribution does at checkout), and answers the challenge: the first rate is paid with them.
 */
export async function buyAttributed(
  app: FastifyInstance,
  deps: Deps,
  product: { product: { id: number }; plans: { id: number }[] },
  terms: OrderAffiliateTerms,
  options: { approve?: boolean } = {},
) {
  const res = await checkoutCall(app, {
    product_id: product.product.id,
    pricing_plan_id: product.plans[0]!.id,
    payment_method: "card",
    payment_data: CARD(CHALLENGE_CARD),
  });
  if (res.body?.status !== "requires_action")
    throw new Error(`checkout answered ${JSON.stringify(res.body)}`);
  const token: string = res.body.order_token;
  await deps.db
    .update(orders)
    .set({
      affiliate: terms as unknown as Record<string, unknown>,
      affiliateProgramId: terms.programId,
      publisherId: terms.stages[0]!.publisherId,
    })
    .where(eq(orders.token, token));
  const ref = (res.body.next_action.url as string).split("/").pop()!;
  const [waiting] = await deps.db.select().from(orders).where(eq(orders.token, token));
  if (options.approve !== false) {
    const done = await call(app, "POST", `/shop/orders/${token}/sandbox/${ref}/complete`, {
      body: { outcome: "approve" },
    });
    if (done.status !== 200) throw new Error(`challenge answered ${JSON.stringify(done.body)}`);
    // The provider's answer may arrive as an event after the redirect (PostgreSQL's workers).
    await until(
      () => deps.db.select().from(orderRates).where(eq(orderRates.orderId, waiting!.id)),
      (rates) => rates.some((r) => r.paidAt !== null),
    );
  }
  const [order] = await deps.db.select().from(orders).where(eq(orders.token, token));
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order!.id), eq(payments.kind, "charge")));
  return { order: order!, payment: payment!, challenge: `/shop/orders/${token}/sandbox/${ref}` };
}

/** The order's commission rows with their rate's number, by rate and stage. */
export async function commissionsOf(deps: Deps, orderId: number) {
  return deps.db
    .select({
      rate: orderRates.number,
      kind: affiliateCommissions.kind,
      stage: affiliateCommissions.stage,
      publisherId: affiliateCommissions.publisherId,
      base: affiliateCommissions.baseAmount,
      amount: affiliateCommissions.amount,
      clawedBack: affiliateCommissions.clawedBackAmount,
    })
    .from(affiliateCommissions)
    .innerJoin(orderRates, eq(orderRates.id, affiliateCommissions.orderRateId))
    .where(eq(affiliateCommissions.orderId, orderId))
    .orderBy(asc(orderRates.number), asc(affiliateCommissions.kind), asc(affiliateCommissions.stage));
}
