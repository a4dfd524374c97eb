import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { chargeTransactionsOf } from "./support/ledger.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { jobsSettled } from "./support/billing.ts";
import { until } from "./support/verification.ts";
import {
  givenMangopaySeller,
  mangopayOrder,
  paymentState as givenPaymentState,
  publicOrder as givenPublicOrder,
  type MangopaySeller,
} from "./support/given-mangopay.ts";
import { FakeMangopay, MANGOPAY_BANK, hookMangopay } from "./support/fake-mangopay.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import { orderRates } from "../src/orders/tables.ts";
import { payments } from "../src/payments/tables.ts";
import { ISSUE_INVOICE_JOB } from "../src/platform/jobs/names.ts";
import { BANK_ACCOUNT_HOOK_JOB } from "../src/payments/providers/bank-account/notifications.ts";

// Pay-ins through the first bank-account provider (bank_account, Mangopay) with its official SDK
// against a local server implementing Mangopay's documented v2.01 contract: a bank wire pays in
// to the seller's own wallet, the buyer sees Mangopay's account and wire reference, and only the
// hook's read-back pays (or fails) the order; Sofort redirects to Mangopay and back; refunds.

let fake: FakeMangopay;
let t: TestPlatform;
beforeAll(async () => {
  fake = await new FakeMangopay().start();
  t = await startTestPlatform({ ...fake.env(), VERIFICATION_PROVIDER: "bank_account" });
}, 240_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const mangopaySeller = () => givenMangopaySeller(t, fake);

async function order(s: MangopaySeller, method: "bank_wire" | "sofort") {
  const made = await mangopayOrder(t, s, method);
  return { ...made, payIn: fake.payInOfPayment(made.payment.id)! };
}

const publicOrder = (token: string) => givenPublicOrder(t, token);
const paymentState = (id: number) => givenPaymentState(t, id);

describe("bank_account in the payment settings", () => {
  it("is available and built in where MANGOPAY_* is set, and takes bank wire, Sofort and SEPA", async () => {
    const s = await mangopaySeller();
    const list = (await call(t.app, "GET", "/cabinet/payment_providers", { token: s.token })).body.list;
    expect(list.find((p: { provider: string }) => p.provider === "bank_account")).toMatchObject({
      available: true,
      built_in: true,
      connected: true,
      // The fake's base URL is not Mangopay's sandbox host: real money.
      test_mode: false,
      used_by: expect.arrayContaining(["bank_wire_provider", "sofort_provider"]),
    });
    // SEPA direct debit runs on a Mangopay mandate (bank-account-sepa.test.ts): it may go there too.
    const sepa = await call(t.app, "PUT", "/cabinet/payment_settings", {
      token: s.token,
      body: { version: 2, method_providers: { sepa_provider: "bank_account" } },
    });
    expect(sepa.status).toBe(200);
  });

  it("is refused as not connected for a seller not verified through it", async () => {
    const seller = await givenSellingSeller(t.deps);
    const token = (await signIn(t.app, seller.email)).access_token;
    const res = await call(t.app, "PUT", "/cabinet/payment_settings", {
      token,
      body: { version: 1, method_providers: { bank_wire_provider: "bank_account" } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      expect.objectContaining({
        param: "method_providers.bank_wire_provider",
        code: "provider_not_connected",
      }),
    ]);
  });
});

describe("bank-wire pay-ins", () => {
  it("shows Mangopay's account and wire reference, stays pending until the hook's read-back, then pays the order once", async () => {
    const s = await mangopaySeller();
    const { res, orderToken, orderId, payment, payIn } = await order(s, "bank_wire");
    expect(res.body.status).toBe("pending");
    // The pay-in credits the seller's own wallet, authored by a payer user for the buyer.
    const wallet = fake.walletOf(s.userId);
    expect(payIn).toMatchObject({
      PaymentType: "BANK_WIRE",
      CreditedWalletId: wallet.Id,
      DeclaredDebitedFunds: { Currency: "EUR", Amount: 4900 },
      DeclaredFees: { Currency: "EUR", Amount: 0 },
    });
    expect(payIn.AuthorId).not.toBe(s.userId);
    expect(fake.users.get(payIn.AuthorId)?.body).toMatchObject({ UserCategory: "PAYER" });
    expect(payment).toMatchObject({ provider: "bank_account", state: "pending", providerRef: payIn.Id });

    const page = await publicOrder(orderToken);
    expect(page.payment_provider).toBe("bank_account");
    expect(page.bank_wire).toEqual({
      reference: payIn.WireReference,
      account_holder: MANGOPAY_BANK.OwnerName,
      iban: MANGOPAY_BANK.IBAN,
      bic: MANGOPAY_BANK.BIC,
    });
    expect(page.payment_state).toBe("payment_pending");

    // A hook before Mangopay matched the wire: the read-back says CREATED, nothing changes.
    await hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", payIn.Id);
    await jobsSettled(t.deps, BANK_ACCOUNT_HOOK_JOB);
    expect((await publicOrder(orderToken)).payment_state).toBe("payment_pending");

    fake.settlePayIn(payIn.Id, "SUCCEEDED");
    expect((await hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", payIn.Id)).status).toBe(200);
    const paid = await until(
      () => publicOrder(orderToken),
      (o) => o.payment_state === "paid",
    );
    expect(paid.rates[0].state).toBe("paid");
    expect(await paymentState(payment.id)).toBe("successful");
    expect(await chargeTransactionsOf(t.deps, orderId)).toBe(1);
    const [credited] = await t.deps.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.account, `seller:${s.seller.id}`)));
    expect(credited!.amount).toBeLessThan(0);
    // The invoice is queued as for every provider's paid rate.
    const [rate] = await t.deps.db
      .select({ id: orderRates.id })
      .from(orderRates)
      .where(eq(orderRates.orderId, orderId));
    // Both drivers answer execute() with { rows }.
    const queued: unknown = await t.deps.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${ISSUE_INVOICE_JOB} AND data->>'orderRateId' = ${String(rate!.id)}`,
    );
    expect((queued as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    // Replayed: nothing more.
    await hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", payIn.Id);
    await jobsSettled(t.deps, BANK_ACCOUNT_HOOK_JOB);
    expect(await chargeTransactionsOf(t.deps, orderId)).toBe(1);

    // The refund: Mangopay refunds no bank wire by API (its docs: by payout to the buyer's IBAN),
    // so, as with our own bank wire, it is recorded and the seller returns the money.
    const refund = await call(t.app, "POST", `/cabinet/orders/${orderId}/rates/1/refund`, {
      token: s.token,
      body: { amount: 4900 },
      headers: { "idempotency-key": `bank-account-refund-${process.pid}-${orderId}` },
    });
    expect(refund.body).toMatchObject({ state: "successful" });
    expect(fake.refunds.size).toBe(0);
  });

  it("changes nothing for a hook naming another seller's pay-in or one Mangopay does not know", async () => {
    const victim = await mangopaySeller();
    const other = await mangopaySeller();
    const mine = await order(victim, "bank_wire");
    const theirs = await order(other, "bank_wire");
    // The other seller's pay-in succeeded: hooking it pays only the other order, never the victim's.
    fake.settlePayIn(theirs.payIn.Id, "SUCCEEDED");
    await hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", theirs.payIn.Id);
    await hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", "999999999");
    await jobsSettled(t.deps, BANK_ACCOUNT_HOOK_JOB);
    expect(await paymentState(mine.payment.id)).toBe("pending");
    expect((await publicOrder(mine.orderToken)).payment_state).toBe("payment_pending");
    expect(await paymentState(theirs.payment.id)).toBe("successful");
  });

  it("changes nothing when the pay-in read back credited a wallet not of the payment's seller", async () => {
    const victim = await mangopaySeller();
    const other = await mangopaySeller();
    const mine = await order(victim, "bank_wire");
    // Tampered at the provider: the pay-in now credits the other seller's wallet.
    const payIn = fake.payIns.get(mine.payIn.Id)!;
    payIn.CreditedWalletId = fake.walletOf(other.userId).Id;
    fake.settlePayIn(payIn.Id, "SUCCEEDED");
    await hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", payIn.Id);
    await jobsSettled(t.deps, BANK_ACCOUNT_HOOK_JOB);
    expect(await paymentState(mine.payment.id)).toBe("pending");
  });

  it("changes nothing when the pay-in read back credited another amount than the order's", async () => {
    const seller = await mangopaySeller();
    const mine = await order(seller, "bank_wire");
    // The buyer wired less than asked: Mangopay reports the pay-in with what arrived.
    const payIn = fake.settlePayIn(mine.payIn.Id, "SUCCEEDED");
    payIn.CreditedFunds = {
      Currency: payIn.CreditedFunds.Currency,
      Amount: payIn.CreditedFunds.Amount - 100,
    };
    await hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", payIn.Id);
    await jobsSettled(t.deps, BANK_ACCOUNT_HOOK_JOB);
    expect(await paymentState(mine.payment.id)).toBe("pending");
  });

  it("pays once when the same hook arrives 20 times at once", async () => {
    const s = await mangopaySeller();
    const { orderToken, orderId, payIn } = await order(s, "bank_wire");
    fake.settlePayIn(payIn.Id, "SUCCEEDED");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", payIn.Id)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await until(
      () => publicOrder(orderToken),
      (o) => o.payment_state === "paid",
    );
    await jobsSettled(t.deps, BANK_ACCOUNT_HOOK_JOB);
    expect(await chargeTransactionsOf(t.deps, orderId)).toBe(1);
  });

  it("fails the payment when the pay-in failed or expired", async () => {
    const s = await mangopaySeller();
    const { orderToken, payment, payIn } = await order(s, "bank_wire");
    fake.settlePayIn(payIn.Id, "FAILED");
    await hookMangopay(t.app, "PAYIN_NORMAL_FAILED", payIn.Id);
    await until(
      () => paymentState(payment.id),
      (state) => state === "denied",
    );
    const [row] = await t.deps.db
      .select({ code: payments.failureCode })
      .from(payments)
      .where(eq(payments.id, payment.id));
    expect(row!.code).toBe("bank_account_101109");
    expect((await publicOrder(orderToken)).payment_state).not.toBe("paid");
  });
});

describe("Sofort pay-ins", () => {
  it("sends the buyer to Mangopay, keeps the payment open on return until the hook, then pays; a refund goes back through Mangopay", async () => {
    const s = await mangopaySeller();
    const { res, orderToken, orderId, payment, payIn } = await order(s, "sofort");
    expect(res.body.next_action).toEqual({ type: "redirect", url: payIn.RedirectURL });
    expect(payIn).toMatchObject({
      PaymentType: "DIRECT_DEBIT",
      DirectDebitType: "SOFORT",
      CreditedWalletId: fake.walletOf(s.userId).Id,
      DebitedFunds: { Currency: "EUR", Amount: 4900 },
    });
    // Back to our checkout's return route for this order and payment.
    expect(payIn.ReturnURL).toContain(`/payment/${orderToken}?payment=${payment.id}`);

    // The buyer returns before Mangopay decided: the order page asks Mangopay and waits.
    expect((await publicOrder(orderToken)).payment_state).not.toBe("paid");
    expect(await paymentState(payment.id)).toBe("waiting");

    fake.settlePayIn(payIn.Id, "SUCCEEDED");
    await hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", payIn.Id);
    await until(
      () => publicOrder(orderToken),
      (o) => o.payment_state === "paid",
    );
    expect(await chargeTransactionsOf(t.deps, orderId)).toBe(1);

    const refund = await call(t.app, "POST", `/cabinet/orders/${orderId}/rates/1/refund`, {
      token: s.token,
      body: { amount: 1000 },
      headers: { "idempotency-key": `bank-account-sofort-refund-${process.pid}-${orderId}` },
    });
    expect(refund.body).toMatchObject({ state: "successful" });
    const made = [...fake.refunds.values()].filter((r) => r.InitialTransactionId === payIn.Id);
    expect(made).toEqual([
      expect.objectContaining({ Status: "SUCCEEDED", DebitedFunds: { Currency: "EUR", Amount: 1000 } }),
    ]);
  });

  it("pays on return when Mangopay already decided", async () => {
    const s = await mangopaySeller();
    const { orderToken, payIn } = await order(s, "sofort");
    fake.settlePayIn(payIn.Id, "SUCCEEDED");
    const page = await until(
      () => publicOrder(orderToken),
      (o) => o.payment_state === "paid",
    );
    expect(page.rates[0].state).toBe("paid");
  });
});
