import { and, eq, ne } from "drizzle-orm";
import { expect } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../src/platform/deps.ts";
import { orders } from "../../src/orders/index.ts";
import { courseAccesses, deliveries } from "../../src/fulfilment/tables.ts";
import { CARD, checkoutCall } from "./given-checkout.ts";

// Payers' purchases for the payer area's tests. The fulfilment worker links a paid order to the
// payer's account (found by the order's email) and grants course access. These tests were
// written alongside it, so they make the same two writes themselves and let the worker's run
// settle first when it is there: either way the rows are the ones the test expects.

/** How long a delivery job may take in a test before the worker is taken to be absent. */
const SETTLE_MS = 5000;

async function settled(deps: Deps, orderId: number): Promise<void> {
  for (const started = Date.now(); Date.now() - started < SETTLE_MS;) {
    const rows = await deps.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
    if (rows.length > 0 && rows.every((r) => r.state !== "pending")) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A paid order through the real checkout (card, sandbox) in the payer's name and email, linked
 * to the payer's account once its delivery has run.
 */
export async function givenPayerOrder(
  t: { app: FastifyInstance; deps: Deps },
  input: { productId: number; planId: number; payer: { id: number; email: string } },
) {
  const res = await checkoutCall(t.app, {
    product_id: input.productId,
    pricing_plan_id: input.planId,
    payment_method: "card",
    payment_data: CARD(),
    payer: { email: input.payer.email, first_name: "Pat", last_name: "Payer", country: "DE" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe("paid");
  const token = res.body.order_token as string;
  const [placed] = await t.deps.db.select().from(orders).where(eq(orders.token, token));
  await settled(t.deps, placed!.id);
  const [order] = await t.deps.db
    .update(orders)
    .set({ payerUserId: input.payer.id })
    .where(and(eq(orders.token, token), ne(orders.state, "draft")))
    .returning();
  return order!;
}

/** The payer's access to a course or membership from `startsAt`, as delivery grants it (once per order). */
export async function givenCourseAccess(
  deps: Deps,
  input: { orderId: number; userId: number; productId: number; startsAt: Date },
) {
  await deps.db.insert(courseAccesses).values(input).onConflictDoNothing();
  const [row] = await deps.db
    .update(courseAccesses)
    .set({ startsAt: input.startsAt, state: "active", endsAt: null })
    .where(and(eq(courseAccesses.orderId, input.orderId), eq(courseAccesses.productId, input.productId)))
    .returning();
  return row!;
}
