import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { DAY, FAILS_LATER, WEEKLY, dunningSettings } from "./support/given-dunning.ts";
import { call, signIn } from "./support/api.ts";
import { CARD, givenSellingSeller } from "./support/given-checkout.ts";
import { buy, deliverTwice, freshBuyer, givenProductOf } from "./support/given-fulfilment.ts";
import { chargeDueRates, orderRates, orders } from "../src/orders/index.ts";
import { courseAccesses } from "../src/fulfilment/tables.ts";
import { pauseOverdueAccess } from "../src/fulfilment/index.ts";
import { dunningClaimEvents, dunningClaims, runDunning } from "../src/dunning/index.ts";
import { payments, sandboxCharges } from "../src/payments/tables.ts";
import { ledgerEntries } from "../src/ledger/tables.ts";
import { issueInvoice } from "../src/billing/index.ts";

// The reminder's pay link collects the overdue rate and the claim's dunning fees as one payment
// (docs/dunning.md "Fees"): the rate is paid with its own amount, the fees are booked to the
// seller as dunning_fee outside the invoice, the claim ends paid naming what it collected, access
// returns; a link submitted many times at once charges once.

const SETTINGS = dunningSettings("dunning");
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestPlatform;
let keys = 0;

beforeAll(async () => {
  t = await startTestPlatform({ SHED_EVENT_LOOP_DELAY_MS: "0" });
});
afterAll(() => t.close());

/** A seller's weekly course whose second rate failed, reminded twice: 2.50 of fees on the claim. */
async function remindedTwice() {
  const seller = await givenSellingSeller(t.deps);
  const token = (await signIn(t.app, seller.email)).access_token;
  expect((await call(t.app, "PUT", "/cabinet/settings/dunning", { token, body: SETTINGS })).status).toBe(200);
  const access = await call(t.app, "PUT", "/cabinet/settings/access", {
    token,
    body: { unpaid_access: "suspend", grace_days: 0 },
  });
  expect(access.status).toBe(200);
  const course = await givenProductOf(t.deps, seller.id, "course", { plans: WEEKLY });
  const order = await buy(t, course, { card: FAILS_LATER, payer: freshBuyer("en") });
  await deliverTwice(t, order.id);
  t.clock.advance(8 * DAY);
  await chargeDueRates(t.deps);
  const [rate] = await t.deps.db
    .select()
    .from(orderRates)
    .where(and(eq(orderRates.orderId, order.id), eq(orderRates.number, 2)));
  for (const days of [1, 3]) {
    t.clock.advance(days * DAY);
    await runDunning(t.deps);
  }
  const [claim] = await t.deps.db.select().from(dunningClaims).where(eq(dunningClaims.orderId, order.id));
  expect(claim).toMatchObject({ stage: "dunning_second_email", feesAmount: 250, outcome: "open" });
  return { seller, order, rate: rate!, claim: claim! };
}

function payFromLink(token: string) {
  keys += 1;
  return call(t.app, "POST", `/shop/orders/${token}/payment_method`, {
    body: { payment_method: "card", payment_data: CARD() },
    headers: { "idempotency-key": `dunning-link-${process.pid}-${keys}` },
  });
}

const chargesOfRate = (rateId: number) =>
  t.deps.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderRateId, rateId), eq(payments.kind, "charge"), eq(payments.state, "successful")),
    );

describe("paying from the reminder's link", () => {
  it("charges the open rate plus the claim's fees once, books the fees to the seller and ends the claim", async () => {
    const { seller, order, rate, claim } = await remindedTwice();
    await pauseOverdueAccess(t.deps);

    // The manage page shows what the link will charge, as the reminder did.
    const shown = await call(t.app, "GET", `/shop/orders/${order.token}`);
    expect(shown.body).toMatchObject({ dunning_fees: 250, unpaid_amount: 1900 });

    const paid = await payFromLink(order.token);
    expect(paid.body).toMatchObject({ status: "paid" });

    const [charge] = await chargesOfRate(rate.id);
    expect(charge).toMatchObject({ amount: 1900 + 250, dunningFee: 250 });
    const [sandbox] = await t.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.ref, charge!.providerRef!));
    expect(sandbox).toMatchObject({ amount: 2150, state: "succeeded" });

    // The rate is paid with its own amount; the fees are no part of the order.
    const [paidRate] = await t.deps.db.select().from(orderRates).where(eq(orderRates.id, rate.id));
    expect(paidRate).toMatchObject({ state: "paid", paidAmount: 1900 });
    const after = await call(t.app, "GET", `/shop/orders/${order.token}`);
    expect(after.body).toMatchObject({ dunning_fees: 0 });

    // Ledger: the charge transaction balances and credits the seller the fees as dunning_fee.
    const lines = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, charge!.id));
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(0);
    const feeLines = lines.filter((l) => l.kind === "dunning_fee");
    expect(feeLines.map((l) => [l.account, l.amount]).sort()).toEqual(
      [
        ["provider:sandbox", 250],
        [`seller:${seller.id}`, -250],
      ].sort(),
    );
    const charged = lines.filter((l) => l.kind === "charge" && l.account === "provider:sandbox");
    expect(charged.map((l) => l.amount)).toEqual([1900]);

    // The claim ends paid, its history naming the fees the payment collected.
    const endings = await t.deps.db
      .select()
      .from(dunningClaimEvents)
      .where(and(eq(dunningClaimEvents.claimId, claim.id), eq(dunningClaimEvents.kind, "outcome")));
    expect(endings).toMatchObject([{ outcome: "paid", actor: "payment", fee: 250 }]);

    // The invoice states the supply: the rate, without the fees (damages, not taxable).
    const invoice = await issueInvoice(t.deps, rate.id);
    expect(invoice).toMatchObject({ grossAmount: 1900 });

    const access = await t.deps.db.select().from(courseAccesses).where(eq(courseAccesses.orderId, order.id));
    expect(access.map((a) => a.state)).toContain("active");

    // Using the link again charges nothing: the next weekly rate is not due, so the method is
    // only saved for it (a zero-amount payment against rate 3).
    expect((await payFromLink(order.token)).body).toMatchObject({ status: "paid" });
    expect(await chargesOfRate(rate.id)).toHaveLength(1);
    const later = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(later.filter((p) => p.id > charge!.id).map((p) => [p.amount, p.dunningFee])).toEqual([[0, 0]]);
  });

  it("charges once when the link is submitted many times at once", async () => {
    const { seller, order, rate, claim } = await remindedTwice();
    const n = onPostgres ? 20 : 4;
    const answers = await Promise.all(Array.from({ length: n }, () => payFromLink(order.token)));
    // Each answer is the paid rate, a charge still in flight (409), or, once the rate is paid,
    // the method saved for the next weekly rate without a charge.
    expect(
      answers.every((a) => a.status === 200 || a.status === 409),
      JSON.stringify(answers),
    ).toBe(true);

    const charges = await chargesOfRate(rate.id);
    expect(charges).toMatchObject([{ amount: 2150, dunningFee: 250 }]);
    const withMoney = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(withMoney.filter((p) => p.id > charges[0]!.id && p.amount > 0)).toEqual([]);
    const sandbox = await t.deps.db
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.sellerId, seller.id), eq(sandboxCharges.amount, 2150)))
      .orderBy(asc(sandboxCharges.ref));
    expect(sandbox).toHaveLength(1);
    const feeLines = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderRateId, rate.id), eq(ledgerEntries.kind, "dunning_fee")));
    expect(feeLines).toHaveLength(2);
    const endings = await t.deps.db
      .select()
      .from(dunningClaimEvents)
      .where(and(eq(dunningClaimEvents.claimId, claim.id), eq(dunningClaimEvents.kind, "outcome")));
    expect(endings).toHaveLength(1);
  });

  // A charge's outcome is recorded under the payment's lock, then the order's
  // (apply-charge-outcome); the link locks the order, then the rate's charges. Two connections.
  it.skipIf(!onPostgres)(
    "refuses at once while a charge's outcome is being recorded, and neither deadlocks",
    async () => {
      const { order, rate } = await remindedTwice();
      // A charge of the rate sent to the provider, its answer not recorded yet.
      const [inflight] = await t.deps.db
        .insert(payments)
        .values({
          sellerId: order.sellerId,
          orderId: order.id,
          orderRateId: rate.id,
          provider: "sandbox",
          method: "card",
          amount: rate.amount,
          currency: "eur",
          testMode: true,
          state: "pending",
        })
        .returning();
      let link!: ReturnType<typeof payFromLink>;
      await t.deps.db.transaction(async (tx) => {
        // The outcome's transaction: the payment first…
        await tx.select().from(payments).where(eq(payments.id, inflight!.id)).for("update");
        link = payFromLink(order.token);
        let answered = false;
        void link.finally(() => (answered = true));
        // …until the link either answered or waits for a lock (it then holds the order's)…
        for (let i = 0; i < 100 && !answered; i++) {
          const [waiting] = await t.deps.db
            .select({ n: sql<number>`count(*)::int` })
            .from(sql`pg_stat_activity`)
            .where(sql`datname = current_database() AND wait_event_type = 'Lock'`);
          if (waiting!.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        // …then the order: this waited for the link, which waited for the payment.
        await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
      });
      const answer = await link;
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body).toMatchObject({ error: { code: "IDEMPOTENCY_IN_PROGRESS" } });
      expect(await chargesOfRate(rate.id)).toEqual([]);
      const [still] = await t.deps.db.select().from(payments).where(eq(payments.id, inflight!.id));
      expect(still!.state).toBe("pending");
    },
  );
});
