import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { REFUND_WINDOW_MS } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { DAY, FAILS_LATER, WEEKLY, dunningSettings } from "./support/given-dunning.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { buy, givenProductOf } from "./support/billing.ts";
import { verifySellerForPayouts } from "./support/verification.ts";
import { buy as buyCourse, deliverTwice, freshBuyer } from "./support/given-fulfilment.ts";
import { givenProductOf as givenCourseOf } from "./support/given-fulfilment.ts";
import { chargeDueRates, orderRates, orders } from "../src/orders/index.ts";
import { runDunning } from "../src/dunning/index.ts";

// Spec two §3 "an order is loaded with … transfers, claim data, dunning attributes, cancellation
// term, computed overdue": what the seller sees of an order's money after a payout and a dunning.

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ SHED_EVENT_LOOP_DELAY_MS: "0" });
}, 180_000);
afterAll(() => t.close());

let keys = 0;
const key = () => ({ "idempotency-key": `order-detail-money-${process.pid}-${++keys}` });
const tokenOf = async (email: string) => (await signIn(t.app, email)).access_token;

async function detail(token: string, orderId: number) {
  const res = await call(t.app, "GET", `/cabinet/orders/${orderId}`, { token });
  expect(res.status).toBe(200);
  return res.body.order;
}

describe("the order detail", () => {
  it("shows a paid rate's transfer, pending, then with the payout that paid it out", async () => {
    const seller = await givenSellingSeller(t.deps);
    await verifySellerForPayouts(t, await tokenOf(seller.email));
    const product = await givenProductOf(t.deps, seller.id);
    const order = await buy(t.app, t.deps, product);

    const fresh = await detail(await tokenOf(seller.email), order.id);
    expect(fresh.transfers).toHaveLength(1);
    const [transfer] = fresh.transfers;
    expect(transfer).toMatchObject({ rate_number: 1, state: "pending", payout: null, currency: "eur" });
    expect(transfer.gross_amount).toBe(fresh.paid_amount);
    expect(transfer.net_amount).toBe(transfer.gross_amount - transfer.fee_amount - transfer.vat_amount);
    // The same fees as the transfers list shows for this credit: the provider's and the platform's.
    const listed = await call(t.app, "GET", "/cabinet/transfers", {
      token: await tokenOf(seller.email),
      query: { transfer_id: transfer.id },
    });
    expect(listed.body.list).toMatchObject([{ id: transfer.id, fee_amount: transfer.fee_amount }]);
    expect(transfer.fee_amount).toBeGreaterThan(0);
    expect(fresh.overdue).toEqual({ overdue: false, since: null, amount: 0, rate_numbers: [] });
    expect(fresh.claims).toEqual([]);
    expect(fresh.cancellation_term.cancelled_at).toBeNull();

    t.clock.advance(REFUND_WINDOW_MS + DAY);
    const token = await tokenOf(seller.email);
    expect((await detail(token, order.id)).transfers[0].state).toBe("available");
    const payout = await call(t.app, "POST", "/cabinet/payouts", {
      token,
      body: { currency: "eur" },
      headers: key(),
    });
    expect(payout.status, JSON.stringify(payout.body)).toBeLessThan(300);
    const paid = await detail(token, order.id);
    // The payout goes out (issued) right away; the transfer is on hold in it until it succeeds.
    expect(paid.transfers[0].payout).toMatchObject({ id: payout.body.payout.id });
    expect(["pending", "issued"]).toContain(paid.transfers[0].payout.state);
    expect(paid.transfers[0].state).toBe("on_hold");

    // Another seller: not found, transfers and all.
    const other = await givenSellingSeller(t.deps);
    const res = await call(t.app, "GET", `/cabinet/orders/${order.id}`, {
      token: await tokenOf(other.email),
    });
    expect(res.status).toBe(404);
  });

  it("shows an overdue rate as overdue, with its claim, and the subscription's next due date", async () => {
    const seller = await givenSellingSeller(t.deps);
    const saved = await call(t.app, "PUT", "/cabinet/settings/dunning", {
      token: await tokenOf(seller.email),
      body: dunningSettings("dunning_inkasso"),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const course = await givenCourseOf(t.deps, seller.id, "course", { plans: WEEKLY });
    const order = await buyCourse(t, course, { card: FAILS_LATER, payer: freshBuyer("en") });
    await deliverTwice(t, order.id);

    const running = await detail(await tokenOf(seller.email), order.id);
    expect(running.cancellation_term).toMatchObject({ cancelled_at: null, ends_at: null });
    expect(running.cancellation_term.next_due_at).not.toBeNull();

    t.clock.advance(8 * DAY);
    await chargeDueRates(t.deps);
    const [rate] = await t.deps.db
      .select()
      .from(orderRates)
      .where(and(eq(orderRates.orderId, order.id), eq(orderRates.number, 2)));
    expect(rate!.state).toBe("unpaid");
    t.clock.advance(2 * DAY);
    await runDunning(t.deps);

    const token = await tokenOf(seller.email);
    const overdue = await detail(token, order.id);
    expect(overdue.overdue).toMatchObject({ overdue: true, amount: 1900, rate_numbers: [2] });
    expect(overdue.overdue.since).not.toBeNull();
    expect(overdue.claims).toHaveLength(1);
    expect(overdue.claims[0]).toMatchObject({
      order_id: order.id,
      rate_number: 2,
      amount: 1900,
      strategy_type: "dunning_inkasso",
      dunning_status: expect.any(String),
    });
    // The claims list shows the same claim the same way.
    // The failed rate paused the order; its rates carry the order's payment state (the database
    // copies it for the order rates list's filter), whatever path changed it.
    const copies = await t.deps.db
      .select({ copy: orderRates.orderPaymentState, order: orders.paymentState })
      .from(orderRates)
      .innerJoin(orders, eq(orders.id, orderRates.orderId))
      .where(eq(orders.id, order.id));
    expect(copies.length).toBeGreaterThan(1);
    for (const c of copies) expect(c.copy).toBe(c.order);
    const listed = await call(t.app, "GET", "/cabinet/dunning/claims", { token });
    expect(listed.body.list.find((c: { id: number }) => c.id === overdue.claims[0].id)).toEqual(
      overdue.claims[0],
    );

    const other = await givenSellingSeller(t.deps);
    const res = await call(t.app, "GET", `/cabinet/orders/${order.id}`, {
      token: await tokenOf(other.email),
    });
    expect(res.status).toBe(404);
  });

  it("shows the test period a subscription was bought with, running until its first charge", async () => {
    const seller = await givenSellingSeller(t.deps);
    const trial = await givenCourseOf(t.deps, seller.id, "course", {
      plans: [{ ...WEEKLY[0]!, prefs: { ...WEEKLY[0]!.prefs, trialDays: 14 } }],
    });
    const boughtAt = t.clock.now().getTime();
    const order = await buyCourse(t, trial);
    const token = await tokenOf(seller.email);

    const running = await detail(token, order.id);
    expect(running.paid_amount).toBe(0);
    expect(running.test_period).toMatchObject({ days: 14, running: true });
    // The trial ends when the first rate is due: that is when the buyer is first charged.
    expect(running.test_period.ends_at).toBe(running.cancellation_term.next_due_at);
    const trialLength = Date.parse(running.test_period.ends_at) - boughtAt;
    expect(trialLength).toBeGreaterThanOrEqual(14 * DAY);
    expect(trialLength).toBeLessThan(14 * DAY + 60_000);

    t.clock.advance(15 * DAY);
    await chargeDueRates(t.deps);
    const later = await tokenOf(seller.email);
    const charged = await detail(later, order.id);
    expect(charged.test_period).toMatchObject({ days: 14, running: false });
    expect(charged.paid_amount).toBe(1900);

    // Without a trial there is no test period.
    const plain = await givenCourseOf(t.deps, seller.id, "course", { plans: WEEKLY });
    expect((await detail(later, (await buyCourse(t, plain)).id)).test_period).toBeNull();
  });
});
