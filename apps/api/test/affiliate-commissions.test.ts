import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { publisherAccount, REFUND_WINDOW_MS, sellerAccount } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { BUYER, CARD, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { orders } from "../src/orders/tables.ts";
import { buyAttributed, commissionsOf, givenChain } from "./support/given-affiliate.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import { chargeDueRates } from "../src/orders/index.ts";
import { recordChargeback } from "../src/orders/use-cases/record-chargeback.ts";
import { applyChargeOutcome } from "../src/payments/use-cases/apply-charge-outcome.ts";
import { payments } from "../src/payments/tables.ts";

// Issue 14, commissions in the ledger (docs/affiliates.md "Commissions"): every paid rate of an
// attributed order books each stage's commission — the first rate at checkout, the later ones
// through the batched renewals — the duration decides which rates earn, refunds and chargebacks
// take back their share, and the publishers' balances wait out the refund window like a sale.

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const DELIVERIES = onServer ? 20 : 5;
const DAY = 86_400_000;
const MONTH = 31 * DAY;

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

let keys = 0;
const key = () => ({ "idempotency-key": `commission-${process.pid}-${++keys}` });

/** 40.00 now, then 30.00 and 30.00 a month apart. */
const INSTALLMENTS = {
  plans: [
    {
      form: "installment" as const,
      prefs: {
        firstAmount: 4000,
        nextAmount: 3000,
        paymentsCount: 3,
        interval: { unit: "month" as const, count: 1 },
      },
    },
  ],
};

async function publisherBalance(email: string) {
  const { access_token: token } = await signIn(t.app, email);
  const res = await call(t.app, "GET", "/publish/payouts_balance", { token });
  expect(res.status).toBe(200);
  const eur = res.body.list.find((b: { currency: string }) => b.currency === "eur");
  return eur ? { pending: eur.pending, available: eur.available } : { pending: 0, available: 0 };
}

/** The renewals due by now, charged as the worker does: claimed and written in batches. */
async function renewalsOneMonthLater() {
  t.clock.advance(MONTH);
  await chargeDueRates(t.deps);
}

describe("an installment order attributed to a two-stage chain", () => {
  it("books both stages on every paid rate, holds them for the refund window and claws back a refund", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id, INSTALLMENTS);
    const chain = await givenChain(t.deps, seller.id);
    const { order } = await buyAttributed(t.app, t.deps, product, chain.terms());
    const { publisher, recruiter } = chain;

    // 10 % and 5 % of the first 40.00.
    expect(await commissionsOf(t.deps, order.id)).toMatchObject([
      { rate: 1, stage: 1, publisherId: publisher.id, base: 4000, amount: 400, clawedBack: 0 },
      { rate: 1, stage: 2, publisherId: recruiter.id, base: 4000, amount: 200, clawedBack: 0 },
    ]);
    // In the rate's own ledger transaction, from the seller's account.
    const lines = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, "commission")));
    expect(new Set(lines.map((l) => l.transactionId)).size).toBe(1);
    const charge = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, "charge")));
    expect(lines[0]!.transactionId).toBe(charge[0]!.transactionId);
    const byAccount: Record<string, number> = {};
    for (const l of lines) byAccount[l.account] = (byAccount[l.account] ?? 0) + l.amount;
    expect(byAccount).toEqual({
      [publisherAccount(publisher.id)]: -400,
      [publisherAccount(recruiter.id)]: -200,
      [sellerAccount(seller.id)]: 600,
    });
    // Pending for the refund window, like a sale.
    expect(await publisherBalance(publisher.email)).toEqual({ pending: 400, available: 0 });
    expect(await publisherBalance(recruiter.email)).toEqual({ pending: 200, available: 0 });

    // A month on, the second rate is charged by the renewals' batch: the first rate's commission
    // is available, the second's pending.
    await renewalsOneMonthLater();
    expect((await commissionsOf(t.deps, order.id)).filter((c) => c.rate === 2)).toMatchObject([
      { stage: 1, publisherId: publisher.id, amount: 300 },
      { stage: 2, publisherId: recruiter.id, amount: 150 },
    ]);
    expect(await publisherBalance(publisher.email)).toEqual({ pending: 300, available: 400 });

    // The seller gives half of the second rate back: each stage gives half its commission back.
    const { access_token: sellerToken } = await signIn(t.app, seller.email);
    const refund = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/2/refund`, {
      token: sellerToken,
      body: { amount: 1500 },
      headers: key(),
    });
    expect(refund.status).toBeLessThan(300);
    expect((await commissionsOf(t.deps, order.id)).filter((c) => c.rate === 2)).toMatchObject([
      { stage: 1, amount: 300, clawedBack: 150 },
      { stage: 2, amount: 150, clawedBack: 75 },
    ]);
    expect(await publisherBalance(publisher.email)).toEqual({ pending: 300, available: 250 });
    expect(await publisherBalance(recruiter.email)).toEqual({ pending: 150, available: 125 });
    // The rest of it later: exactly the rest of the commission, never more.
    const rest = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/2/refund`, {
      token: sellerToken,
      body: { amount: 1500 },
      headers: key(),
    });
    expect(rest.status).toBeLessThan(300);
    expect((await commissionsOf(t.deps, order.id)).filter((c) => c.rate === 2)).toMatchObject([
      { stage: 1, amount: 300, clawedBack: 300 },
      { stage: 2, amount: 150, clawedBack: 150 },
    ]);

    // The third rate, another month on; then the refund window passes and all of it is available.
    await renewalsOneMonthLater();
    expect((await commissionsOf(t.deps, order.id)).filter((c) => c.rate === 3)).toMatchObject([
      { stage: 1, amount: 300 },
      { stage: 2, amount: 150 },
    ]);
    t.clock.advance(REFUND_WINDOW_MS + DAY);
    expect(await publisherBalance(publisher.email)).toEqual({ pending: 0, available: 400 + 300 });
    expect(await publisherBalance(recruiter.email)).toEqual({ pending: 0, available: 200 + 150 });
  });

  it("earns on the first rate only for duration none, and on the rates within the days for fixed", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id, INSTALLMENTS);
    const chain = await givenChain(t.deps, seller.id);
    const none = await buyAttributed(t.app, t.deps, product, chain.terms({ duration: "none" }));
    const until = new Date(t.clock.now().getTime() + 40 * DAY).toISOString();
    const fixed = await buyAttributed(t.app, t.deps, product, chain.terms({ duration: "fixed", until }));
    await renewalsOneMonthLater();
    await renewalsOneMonthLater();
    const rates = async (orderId: number) =>
      (await commissionsOf(t.deps, orderId)).filter((c) => c.stage === 1).map((c) => c.rate);
    expect(await rates(none.order.id)).toEqual([1]);
    // Rate 2 was paid 31 days after the order, rate 3 after 62: only the first two within 40 days.
    expect(await rates(fixed.order.id)).toEqual([1, 2]);
  });
});

describe("a chargeback", () => {
  it("takes the whole commission of the rate back", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id);
    const chain = await givenChain(t.deps, seller.id, [1250]);
    const { order, payment } = await buyAttributed(t.app, t.deps, product, chain.terms());
    expect((await commissionsOf(t.deps, order.id)).map((c) => c.amount)).toEqual([613]);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    await recordChargeback(t.deps, payment.provider, row!.providerRef!, {
      ref: `dp_${order.id}`,
      amount: 4900,
      fee: 1500,
    });
    expect(await commissionsOf(t.deps, order.id)).toMatchObject([{ amount: 613, clawedBack: 613 }]);
    const owed = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, publisherAccount(chain.publisher.id)));
    expect(owed.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
  });
});

describe("exactly once", () => {
  it(`books the commission once when the paid event arrives ${DELIVERIES} times at once`, async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id);
    const chain = await givenChain(t.deps, seller.id);
    const { order, payment } = await buyAttributed(t.app, t.deps, product, chain.terms(), { approve: false });
    const ref = payment.providerRef ?? `sbx_${payment.id}`;
    const results = await Promise.allSettled(
      Array.from({ length: DELIVERIES }, () =>
        applyChargeOutcome(t.deps, payment.id, { status: "succeeded", providerRef: ref, fee: 0 }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled").length).toBeGreaterThan(0);
    expect(await commissionsOf(t.deps, order.id)).toMatchObject([
      { stage: 1, amount: 490 },
      { stage: 2, amount: 245 },
    ]);
    const lines = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.orderId, order.id),
          inArray(ledgerEntries.account, [
            publisherAccount(chain.publisher.id),
            publisherAccount(chain.recruiter.id),
          ]),
        ),
      );
    expect(lines.map((l) => l.amount).sort()).toEqual([-245, -490].sort());
  });
});

describe("through the real attribution", () => {
  it("a buyer who clicked the publisher's link pays both stages their commission", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id);
    const chain = await givenChain(t.deps, seller.id);
    const click = await call(t.app, "POST", "/app/affiliate_clicks", {
      body: { publisher_id: chain.publisher.id, program_id: chain.program.id },
    });
    expect(click.status).toBe(200);
    const cookie = String(click.headers["set-cookie"]).split(";")[0]!;
    const res = await call(t.app, "POST", "/shop/checkout", {
      body: {
        payer: BUYER,
        accept_terms: true,
        product_id: product.product.id,
        pricing_plan_id: product.plans[0]!.id,
        payment_method: "card",
        payment_data: CARD(),
      },
      headers: { cookie, ...key() },
    });
    expect(res.body.status).toBe("paid");
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.token, res.body.order_token));
    expect(order!.publisherId).toBe(chain.publisher.id);
    // 10 % and 5 % of 49.00, the snapshot's stages read when the rate was paid.
    expect(await commissionsOf(t.deps, order!.id)).toMatchObject([
      { rate: 1, stage: 1, publisherId: chain.publisher.id, amount: 490 },
      { rate: 1, stage: 2, publisherId: chain.recruiter.id, amount: 245 },
    ]);
  });
});
