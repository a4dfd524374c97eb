import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { CARD, checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { dueRenewalsSql } from "./support/due-renewals.ts";
import { invoiceWaitsAmiss } from "./support/billing.ts";
import { chargeDueRates, orders, recoverStalledCharges } from "../src/orders/index.ts";
import { claimDueRates } from "../src/orders/use-cases/claim-due-rates.ts";
import { renewalCalls } from "../src/orders/use-cases/charge-rate.ts";
import { askProvider } from "../src/payments/use-cases/execute-payment.ts";
import { sandboxOf } from "../src/payments/registry.ts";
import { rowsOf } from "../src/platform/db/bulk.ts";

// Issue 11: renewals due at once are claimed in batches by any number of workers, charged
// concurrently and written per batch — and each rate is still charged exactly once, declines go
// to dunning, and a batch whose worker died is taken over after its lease without a second charge.

let t: TestPlatform;
let installment: typeof orders.$inferSelect;
let subscription: typeof orders.$inferSelect;

// The server takes thousands at once; the embedded engine runs one statement at a time anyway.
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const PER_TEMPLATE = onServer ? 1500 : 150;
const DECLINE_EVERY = 25;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  rowsOf<T>(await t.deps.db.execute(query));

async function bought(plan: Parameters<typeof givenSellableProduct>[2]): Promise<typeof orders.$inferSelect> {
  const seller = await givenSellingSeller(t.deps);
  const { product, plans } = await givenSellableProduct(t.deps, seller.id, plan);
  const res = await checkoutCall(t.app, {
    product_id: product.id,
    pricing_plan_id: plans[0]!.id,
    payment_method: "card",
    payment_data: CARD(),
  });
  expect(res.body.status).toBe("paid");
  const [order] = await t.deps.db.select().from(orders).where(eq(orders.token, res.body.order_token));
  return order!;
}

/** Copies of both templates, their first open rate due a minute ago; answers the copies' token prefix. */
let batches = 0;
async function givenDue(count: number): Promise<void> {
  batches += 1;
  const dueAt = new Date(t.clock.now().getTime() - 60_000);
  for (const template of [installment, subscription])
    await t.deps.db.execute(
      sql.raw(
        dueRenewalsSql({
          templateOrderId: template.id,
          count,
          dueAt,
          batch: batches,
          declineEvery: DECLINE_EVERY,
        }),
      ),
    );
}

beforeAll(async () => {
  t = await startTestPlatform();
  installment = await bought({
    plans: [
      {
        form: "installment",
        prefs: {
          firstAmount: 4000,
          nextAmount: 3000,
          paymentsCount: 3,
          interval: { unit: "month", count: 1 },
        },
      },
    ],
  });
  subscription = await bought({
    plans: [
      {
        form: "subscription",
        prefs: { firstAmount: 1900, nextAmount: 1900, interval: { unit: "month", count: 1 } },
      },
    ],
  });
});
afterAll(() => t.close());

describe("renewals due at once", () => {
  it("are charged exactly once by three workers at once: paid ones booked, declined ones in dunning", async () => {
    await givenDue(PER_TEMPLATE);
    const copies = sql`(SELECT id FROM orders WHERE token LIKE ${installment.token + "-%"} OR token LIKE ${subscription.token + "-%"})`;
    const due = await rows<{ id: number; order_id: number; declines: boolean }>(sql`
      SELECT r.id, r.order_id, i.method_ref LIKE '%_decline_later_%' AS declines
      FROM order_rates r JOIN payment_instruments i ON i.order_id = r.order_id AND i.active
      WHERE r.order_id IN ${copies} AND r.state = 'future' AND r.due_at <= ${t.clock.now().toISOString()}::timestamptz`);
    expect(due).toHaveLength(2 * PER_TEMPLATE);
    const declining = due.filter((r) => r.declines).length;
    expect(declining).toBeGreaterThan(0);

    const dueRates = sql`(${sql.join(
      due.map((r) => sql`${r.id}`),
      sql`, `,
    )})`;
    const calls = vi.spyOn(sandboxOf(t.deps), "charge");
    const charged = await Promise.all([
      chargeDueRates(t.deps),
      chargeDueRates(t.deps),
      chargeDueRates(t.deps),
    ]);
    // Every worker got a share, together exactly the due rates.
    expect(charged.reduce((a, b) => a + b, 0)).toBe(due.length);
    if (onServer) expect(charged.filter((n) => n > 0).length).toBeGreaterThan(1);
    // One provider call per rate, and one payment per rate: nobody charged a rate twice.
    expect(calls).toHaveBeenCalledTimes(due.length);
    calls.mockRestore();
    const perRate = await rows<{ payments: number; charges: number }>(sql`
      SELECT count(p.id)::int AS payments, count(s.ref)::int AS charges
      FROM order_rates r
      LEFT JOIN payments p ON p.order_rate_id = r.id
      LEFT JOIN sandbox_charges s ON s.ref = 'sbx_ch_' || p.id
      WHERE r.id IN ${dueRates}
      GROUP BY r.id`);
    expect(perRate).toHaveLength(due.length);
    expect(perRate.every((r) => r.payments === 1 && r.charges === 1)).toBe(true);

    // The rates' and orders' states, as the buyer and seller see them.
    const outcome = await rows<{
      rate: string;
      payment: string;
      code: string | null;
      order_payment: string;
      n: number;
    }>(sql`
      SELECT r.state AS rate, p.state AS payment, p.failure_code AS code, o.payment_state AS order_payment,
        count(*)::int AS n
      FROM order_rates r JOIN payments p ON p.order_rate_id = r.id JOIN orders o ON o.id = r.order_id
      WHERE r.id IN ${dueRates}
      GROUP BY 1, 2, 3, 4 ORDER BY 1`);
    expect(outcome).toEqual([
      { rate: "paid", payment: "successful", code: null, order_payment: "paying", n: due.length - declining },
      {
        rate: "unpaid",
        payment: "denied",
        code: "card_declined",
        order_payment: "payment_paused",
        n: declining,
      },
    ]);
    // Every paid subscription got its next rate (its third), once; installments keep their third rate.
    const [next] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM order_rates
      WHERE order_id IN (SELECT id FROM orders WHERE token LIKE ${subscription.token + "-%"}) AND number = 3 AND state = 'future'`);
    const paidSubscriptions = await rows<{ id: number }>(sql`
      SELECT r.id FROM order_rates r JOIN orders o ON o.id = r.order_id
      WHERE o.token LIKE ${subscription.token + "-%"} AND r.number = 2 AND r.state = 'paid'`);
    expect(next!.n).toBe(paidSubscriptions.length);

    // The ledger: one balanced transaction per paid rate, none for a decline.
    const ledger = await rows<{ transactions: number; unbalanced: number; rates: number }>(sql`
      SELECT count(*)::int AS transactions, count(*) FILTER (WHERE total <> 0)::int AS unbalanced,
        count(DISTINCT order_rate_id)::int AS rates
      FROM (SELECT transaction_id, min(order_rate_id) AS order_rate_id, sum(amount) AS total FROM ledger_entries
            WHERE order_id IN ${copies} GROUP BY transaction_id) x`);
    expect(ledger[0]).toEqual({
      transactions: due.length - declining,
      unbalanced: 0,
      rates: due.length - declining,
    });
    // Each declined buyer is asked for a new method.
    const [mails] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM email_logs WHERE template = 'rate_failed'
        AND "to" IN (SELECT payer->>'email' FROM orders WHERE id IN (${installment.id}, ${subscription.id}))`);
    expect(mails!.n).toBe(declining);

    // Each paid renewal waits for its invoice until the invoice job issued it (the jobs run beside
    // this test), a declined one does not: the table an invoice's issue finds its neighbours in.
    expect(
      await invoiceWaitsAmiss(
        t.deps,
        due.map((r) => r.id),
      ),
    ).toEqual([]);

    // Nothing is due any more: another tick charges nothing.
    expect(await chargeDueRates(t.deps)).toBe(0);
  });

  it("taken by a worker that died are charged after its lease by one other worker, never twice", async () => {
    await givenDue(20);
    const claims = await claimDueRates(t.deps, 40);
    expect(claims).toHaveLength(40);
    // The worker asked the provider for half of its batch and died before it wrote any answer.
    const calls = await renewalCalls(t.deps, claims);
    for (const call of calls.slice(0, 20)) await askProvider(t.deps, call!);

    // Within the lease the charges are still the dead worker's: nobody takes them over.
    expect(await recoverStalledCharges(t.deps)).toBe(0);
    expect(await chargeDueRates(t.deps)).toBe(0);

    t.clock.advance((t.deps.config.renewals.leaseSeconds + 1) * 1000);
    const charges = vi.spyOn(sandboxOf(t.deps), "charge");
    const taken = await Promise.all([recoverStalledCharges(t.deps), recoverStalledCharges(t.deps)]);
    expect(taken[0] + taken[1]).toBe(40);
    // The provider already had the first half (found by payment id); only the rest was charged.
    expect(charges).toHaveBeenCalledTimes(20);
    charges.mockRestore();

    const ids = claims.map((c) => c.paymentId);
    const states = await rows<{ payment: string; rate: string; charges: number }>(sql`
      SELECT p.state AS payment, r.state AS rate, (SELECT count(*)::int FROM sandbox_charges s WHERE s.ref = 'sbx_ch_' || p.id) AS charges
      FROM payments p JOIN order_rates r ON r.id = p.order_rate_id
      WHERE p.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    expect(states).toHaveLength(40);
    expect(states.every((s) => s.charges === 1)).toBe(true);
    expect(
      states.every(
        (s) =>
          (s.payment === "successful" && s.rate === "paid") ||
          (s.payment === "denied" && s.rate === "unpaid"),
      ),
    ).toBe(true);
    // One payment per rate: the takeover reused the dead worker's payment ids.
    const [extra] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM payments WHERE order_rate_id IN (SELECT order_rate_id FROM payments WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}))`);
    expect(extra!.n).toBe(40);
  });
});
