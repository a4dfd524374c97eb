import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, count, eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { chargeTransactionsOf } from "./support/ledger.ts";
import { call } from "./support/api.ts";
import { BUYER, checkoutCall, type PlanSpec } from "./support/given-checkout.ts";
import { jobsSettled } from "./support/billing.ts";
import { until } from "./support/verification.ts";
import {
  givenMangopaySeller,
  mangopayOrder,
  paymentState,
  publicOrder,
  type MangopaySeller,
} from "./support/given-mangopay.ts";
import { FakeMangopay, hookMangopay } from "./support/fake-mangopay.ts";
import { chargeDueRates } from "../src/orders/index.ts";
import { orderRates, orders } from "../src/orders/tables.ts";
import { paymentInstruments, payments } from "../src/payments/tables.ts";
import { providerFor } from "../src/payments/registry.ts";
import type { ProviderAccount } from "../src/payments/providers/provider.ts";
import { BANK_ACCOUNT_HOOK_JOB } from "../src/payments/providers/bank-account/notifications.ts";

// SEPA direct debit through the first bank-account provider (bank_account, Mangopay) with its
// official SDK against the local server implementing Mangopay's documented contract
// (support/fake-mangopay.ts): the buyer's IBAN account and a web mandate, the buyer confirming it
// on Mangopay's page and coming back, the direct-debit pay-in into the seller's wallet settled by
// the hook's read-back, later rates debited off-session on the saved mandate, and refunds.

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

/** A buyer with the address Mangopay's IBAN account needs for its owner. */
const PAYER = { ...BUYER, street: "Hauptstraße", street_number: "5", zip: "10115", city: "Berlin" };
const IBAN = "DE89 3704 0044 0532 0130 00";
const DEBIT = { iban: IBAN, account_holder: "Bea Buyer" };
const INSTALLMENTS: PlanSpec = {
  form: "installment",
  prefs: { firstAmount: 4000, nextAmount: 3000, paymentsCount: 2, interval: { unit: "month", count: 1 } },
};
const MONTH = 32 * 86_400_000;

const sepaSeller = (plans?: PlanSpec[]) =>
  givenMangopaySeller(t, fake, {
    routes: { sepa_provider: "bank_account", sofort_provider: "bank_account" },
    methods: ["card", "sepa", "sofort", "sofort_sepa"],
    ...(plans ? { plans } : {}),
  });

async function sepaOrder(s: MangopaySeller, extra: Record<string, unknown> = {}) {
  const made = await mangopayOrder(t, s, "sepa", { payer: PAYER, payment_data: DEBIT, ...extra });
  return { ...made, mandate: fake.mandateOfPayment(made.payment.id) };
}

const payInsOf = (paymentId: number) =>
  [...fake.payIns.values()].filter((p) => p.Tag === `payment_${paymentId}`);

async function paymentRow(id: number) {
  const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** The buyer confirmed the mandate and came back; then Mangopay collected the first rate. */
async function firstRatePaid(s: MangopaySeller) {
  const made = await sepaOrder(s);
  fake.confirmMandate(made.mandate!.Id);
  await publicOrder(t, made.orderToken);
  const payIn = fake.payInOfPayment(made.payment.id)!;
  fake.settlePayIn(payIn.Id, "SUCCEEDED");
  await hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", payIn.Id);
  await until(
    () => paymentState(t, made.payment.id),
    (state) => state === "successful",
  );
  return { ...made, mandate: made.mandate!, payIn };
}

async function ratesOf(orderId: number) {
  return t.deps.db
    .select()
    .from(orderRates)
    .where(eq(orderRates.orderId, orderId))
    .orderBy(orderRates.number);
}

async function chargesOf(orderId: number) {
  return t.deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, "charge")))
    .orderBy(asc(payments.id));
}

describe("the first rate by SEPA direct debit", () => {
  it("sends the buyer to confirm a mandate on their IBAN, debits it on return, pays on the hook; a refund goes back through Mangopay", async () => {
    const s = await sepaSeller();
    const { res, orderToken, orderId, payment, mandate } = await sepaOrder(s);
    expect(res.body.status).toBe("requires_action");
    expect(res.body.next_action).toEqual({ type: "redirect", url: mandate!.RedirectURL });
    // The mandate is on an IBAN account of the buyer's PAYER user, owned by the order's payer.
    const account = fake.bankAccounts.get(mandate!.BankAccountId)!;
    expect(account).toMatchObject({ UserId: mandate!.UserId, IBAN: "DE89370400440532013000" });
    expect(account.body).toMatchObject({
      OwnerName: "Bea Buyer",
      OwnerAddress: { AddressLine1: "Hauptstraße 5", City: "Berlin", PostalCode: "10115", Country: "DE" },
    });
    expect(fake.users.get(mandate!.UserId)?.body).toMatchObject({ UserCategory: "PAYER" });
    expect(mandate).toMatchObject({ Status: "CREATED", Culture: "EN" });
    // Back to our checkout's return route for this order and payment.
    expect(mandate!.ReturnURL).toContain(`/payment/${orderToken}?payment=${payment.id}`);
    expect(await paymentRow(payment.id)).toMatchObject({
      state: "waiting",
      providerRef: `mandate_${mandate!.Id}`,
    });

    // Back before confirming: Mangopay has the mandate CREATED, nothing is debited.
    expect((await publicOrder(t, orderToken)).payment_state).not.toBe("paid");
    expect(await paymentState(t, payment.id)).toBe("waiting");
    expect(payInsOf(payment.id)).toEqual([]);

    fake.confirmMandate(mandate!.Id);
    await publicOrder(t, orderToken);
    const [payIn] = payInsOf(payment.id);
    expect(payIn).toMatchObject({
      PaymentType: "DIRECT_DEBIT",
      ExecutionType: "DIRECT",
      MandateId: mandate!.Id,
      AuthorId: mandate!.UserId,
      CreditedWalletId: fake.walletOf(s.userId).Id,
      DebitedFunds: { Currency: "EUR", Amount: 4900 },
      Fees: { Currency: "EUR", Amount: 0 },
      StatementDescriptor: `SW${orderId}`,
    });
    expect(await paymentRow(payment.id)).toMatchObject({ state: "pending", providerRef: payIn!.Id });
    // The mandate is the order's saved method, shown by the account's last digits.
    const [saved] = await t.deps.db
      .select()
      .from(paymentInstruments)
      .where(and(eq(paymentInstruments.orderId, orderId), eq(paymentInstruments.active, true)));
    expect(saved).toMatchObject({
      provider: "bank_account",
      method: "sepa",
      customerRef: mandate!.UserId,
      methodRef: mandate!.Id,
      display: { iban_last4: "3000", holder: "Bea Buyer" },
    });
    // The return asked again: still one pay-in.
    await publicOrder(t, orderToken);
    expect(payInsOf(payment.id)).toHaveLength(1);

    fake.settlePayIn(payIn!.Id, "SUCCEEDED");
    await hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", payIn!.Id);
    await until(
      () => publicOrder(t, orderToken),
      (o) => o.payment_state === "paid",
    );
    expect(await chargeTransactionsOf(t.deps, orderId)).toBe(1);

    const refund = await call(t.app, "POST", `/cabinet/orders/${orderId}/rates/1/refund`, {
      token: s.token,
      body: { amount: 1500 },
      headers: { "idempotency-key": `bank-account-sepa-refund-${process.pid}-${orderId}` },
    });
    expect(refund.body).toMatchObject({ state: "successful" });
    expect([...fake.refunds.values()].filter((r) => r.InitialTransactionId === payIn!.Id)).toEqual([
      expect.objectContaining({ Status: "SUCCEEDED", DebitedFunds: { Currency: "EUR", Amount: 1500 } }),
    ]);
  });

  it("debits the mandate the hook reports submitted though the buyer never came back; a failed pay-in fails the payment", async () => {
    const s = await sepaSeller();
    const { payment, mandate } = await sepaOrder(s);
    fake.confirmMandate(mandate!.Id);
    await hookMangopay(t.app, "MANDATE_SUBMITTED", mandate!.Id);
    await jobsSettled(t.deps, BANK_ACCOUNT_HOOK_JOB);
    const [payIn] = payInsOf(payment.id);
    expect(payIn).toMatchObject({ MandateId: mandate!.Id, Status: "CREATED" });
    expect(await paymentState(t, payment.id)).toBe("pending");

    // Replayed, or the ACTIVATED that follows: the mandate's payment has moved on, nothing more.
    fake.confirmMandate(mandate!.Id, "ACTIVE");
    await hookMangopay(t.app, "MANDATE_ACTIVATED", mandate!.Id);
    await jobsSettled(t.deps, BANK_ACCOUNT_HOOK_JOB);
    expect(payInsOf(payment.id)).toHaveLength(1);

    fake.settlePayIn(payIn!.Id, "FAILED");
    await hookMangopay(t.app, "PAYIN_NORMAL_FAILED", payIn!.Id);
    await until(
      () => paymentState(t, payment.id),
      (state) => state === "denied",
    );
    expect((await paymentRow(payment.id)).failureCode).toBe("bank_account_101110");
  });

  it("fails the payment with sepa_mandate_failed when the buyer never confirmed the mandate", async () => {
    const s = await sepaSeller();
    const { payment, mandate } = await sepaOrder(s);
    // Unconfirmed for an hour: Mangopay fails it (001807) and sends the hook.
    fake.failMandate(mandate!.Id);
    await hookMangopay(t.app, "MANDATE_FAILED", mandate!.Id);
    await until(
      () => paymentState(t, payment.id),
      (state) => state === "denied",
    );
    expect(await paymentRow(payment.id)).toMatchObject({
      failureCode: "sepa_mandate_failed",
      failureMessage: "User has let the mandate session expire without confirming",
    });
    expect(payInsOf(payment.id)).toEqual([]);
  });

  it("refuses an invalid IBAN and a payer without address before anything is made at Mangopay", async () => {
    const s = await sepaSeller();
    const mandates = fake.mandates.size;
    const accounts = fake.bankAccounts.size;
    const badIban = await sepaOrder(s, { payment_data: { ...DEBIT, iban: "DE89 3704 0044 0532 0130 01" } });
    expect(badIban.res.body).toMatchObject({ status: "failed", failure: { code: "invalid_iban" } });
    // A private buyer gives no address elsewhere; Mangopay's mandate needs it, so the checkout
    // asks for it (payerAddressRequired) and refuses without it before any order is written.
    const [{ n: ordersBefore } = { n: -1 }] = await t.deps.db.select({ n: count() }).from(orders);
    const noAddress = await call(t.app, "POST", "/shop/checkout", {
      body: {
        product_id: s.product.id,
        pricing_plan_id: s.plans[0]!.id,
        payment_method: "sepa",
        payment_data: DEBIT,
        payer: BUYER,
        accept_terms: true,
        locale: "de",
      },
      headers: { "idempotency-key": `sepa-no-address-${process.pid}`, "x-locale": "de" },
    });
    expect(noAddress.status).toBe(400);
    expect(
      noAddress.body.error.details.map((d: { param: string; code: string }) => [d.param, d.code]),
    ).toEqual([
      ["payer.street", "required"],
      ["payer.zip", "required"],
      ["payer.city", "required"],
    ]);
    const [{ n: ordersAfter } = { n: -2 }] = await t.deps.db.select({ n: count() }).from(orders);
    expect(ordersAfter).toBe(ordersBefore);
    expect([fake.mandates.size, fake.bankAccounts.size]).toEqual([mandates, accounts]);
  });

  it("does not pay the order when the pay-in read back credited a wallet not of its seller", async () => {
    const victim = await sepaSeller();
    const other = await sepaSeller();
    const { payment, mandate } = await sepaOrder(victim);
    fake.confirmMandate(mandate!.Id);
    await hookMangopay(t.app, "MANDATE_SUBMITTED", mandate!.Id);
    await jobsSettled(t.deps, BANK_ACCOUNT_HOOK_JOB);
    // Tampered at the provider: the pay-in now credits the other seller's wallet.
    const [payIn] = payInsOf(payment.id);
    payIn!.CreditedWalletId = fake.walletOf(other.userId).Id;
    fake.settlePayIn(payIn!.Id, "SUCCEEDED");
    await hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", payIn!.Id);
    await jobsSettled(t.deps, BANK_ACCOUNT_HOOK_JOB);
    expect(await paymentState(t, payment.id)).toBe("pending");
  });

  it("does not offer Sofort with later rates by SEPA through bank_account, while Sofort itself is", async () => {
    const s = await sepaSeller();
    // The settings screen's matrix: bank_account serves sofort, not its SEPA variant.
    const providers = await call(t.app, "GET", "/cabinet/payment_providers", { token: s.token });
    const methodsOf = (name: string) =>
      (providers.body.list as { provider: string; methods: string[] }[]).find((p) => p.provider === name)!
        .methods;
    expect(methodsOf("bank_account")).toEqual(expect.arrayContaining(["sofort", "sepa", "bank_wire"]));
    expect(methodsOf("bank_account")).not.toContain("sofort_sepa");
    expect(methodsOf("stripe")).toContain("sofort_sepa");
    // The checkout page: the product ticks both; sofort is offered through bank_account, the
    // variant not at all (its choice, sofort, is routed to a provider that cannot serve it).
    const page = await call(t.app, "GET", `/shop/${s.seller.username}/products/${s.product.slug}/checkout`);
    expect(page.status).toBe(200);
    const offered = (page.body.methods as { method: string; provider: string }[]).map((m) => [
      m.method,
      m.provider,
    ]);
    expect(offered).toContainEqual(["sofort", "bank_account"]);
    expect(offered.map(([m]) => m)).not.toContain("sofort_sepa");
    expect(page.body.plans[0].payment_methods).toContain("sofort");
    expect(page.body.plans[0].payment_methods).not.toContain("sofort_sepa");
    const res = await checkoutCall(t.app, {
      product_id: s.product.id,
      pricing_plan_id: s.plans[0]!.id,
      payment_method: "sofort_sepa",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      expect.objectContaining({ param: "payment_method", code: "payment_method_unavailable" }),
    ]);
    // The matrix decides, not a rule about the method: the Sofort choice on the sandbox offers it.
    const settings = await call(t.app, "GET", "/cabinet/payment_settings", { token: s.token });
    const moved = await call(t.app, "PUT", "/cabinet/payment_settings", {
      token: s.token,
      body: {
        version: settings.body.payment_settings.version,
        method_providers: { sofort_provider: "sandbox" },
      },
    });
    expect(moved.status).toBe(200);
    const again = await call(t.app, "GET", `/shop/${s.seller.username}/products/${s.product.slug}/checkout`);
    expect(again.body.plans[0].payment_methods).toEqual(expect.arrayContaining(["sofort", "sofort_sepa"]));
  });
});

describe("later rates on the saved mandate", () => {
  it("debits an installment's second rate off-session once, however often the charge is repeated", async () => {
    const s = await sepaSeller([INSTALLMENTS]);
    const { orderId, mandate } = await firstRatePaid(s);
    t.clock.advance(MONTH);
    await chargeDueRates(t.deps);
    const second = (await chargesOf(orderId))[1]!;
    expect(second).toMatchObject({ state: "pending", offSession: true, amount: 3000 });
    const [payIn] = payInsOf(second.id);
    expect(payIn).toMatchObject({
      ExecutionType: "DIRECT",
      MandateId: mandate.Id,
      AuthorId: mandate.UserId,
      CreditedWalletId: fake.walletOf(s.userId).Id,
      DebitedFunds: { Currency: "EUR", Amount: 3000 },
    });
    expect(second.providerRef).toBe(payIn!.Id);

    // The same charge again (a job run twice, an answer lost): the same Idempotency-Key, so
    // Mangopay answers the first pay-in and makes none.
    const adapter = providerFor(t.deps, "bank_account")!;
    const account: ProviderAccount = {
      provider: "bank_account",
      mode: null,
      credentials: {},
      publicConfig: {},
      webhookSecret: null,
    };
    const blocked = fake.blockedRepeats;
    const again = await adapter.charge(
      {
        paymentId: second.id,
        amount: 3000,
        currency: "eur",
        method: "sepa",
        description: "rate 2",
        payer: { email: BUYER.email, name: "Bea Buyer" },
        paymentData: {},
        instrument: { customerRef: mandate.UserId, methodRef: mandate.Id, display: {} },
        saveForFuture: false,
        returnUrl: "https://shop.example/return",
        metadata: {},
      },
      account,
    );
    expect(again).toEqual({ status: "processing", providerRef: payIn!.Id });
    expect(fake.blockedRepeats).toBe(blocked + 1);
    expect(payInsOf(second.id)).toHaveLength(1);
    // A charge whose answer was lost is found by that key, not charged again.
    expect(await adapter.findCharge({ paymentId: second.id, offSession: true }, account)).toEqual({
      status: "processing",
      providerRef: payIn!.Id,
    });

    fake.settlePayIn(payIn!.Id, "SUCCEEDED");
    await hookMangopay(t.app, "PAYIN_NORMAL_SUCCEEDED", payIn!.Id);
    await until(
      () => ratesOf(orderId),
      (rates) => rates.every((r) => r.state === "paid"),
    );
    expect(await chargeTransactionsOf(t.deps, orderId)).toBe(2);
  });

  it("starts a trial on the confirmed mandate without a pay-in, and debits the first rate after it", async () => {
    const trial: PlanSpec = {
      form: "subscription",
      prefs: { firstAmount: 1900, nextAmount: 1900, interval: { unit: "month", count: 1 }, trialDays: 14 },
    };
    const s = await sepaSeller([trial]);
    const { orderId, payment, mandate } = await sepaOrder(s);
    expect(payment.amount).toBe(0);
    fake.confirmMandate(mandate!.Id);
    await hookMangopay(t.app, "MANDATE_SUBMITTED", mandate!.Id);
    await until(
      () => paymentState(t, payment.id),
      (state) => state === "successful",
    );
    expect(payInsOf(payment.id)).toEqual([]);
    t.clock.advance(15 * 86_400_000);
    await chargeDueRates(t.deps);
    const first = (await chargesOf(orderId))[1]!;
    expect(payInsOf(first.id)).toEqual([
      expect.objectContaining({ MandateId: mandate!.Id, DebitedFunds: { Currency: "EUR", Amount: 1900 } }),
    ]);
    expect(first.state).toBe("pending");
  });

  it("fails a later rate with sepa_mandate_failed once the mandate was cancelled, without a pay-in", async () => {
    const s = await sepaSeller([INSTALLMENTS]);
    const { orderId, mandate } = await firstRatePaid(s);
    // The buyer revoked the mandate at their bank; Mangopay fails it.
    fake.failMandate(mandate.Id, "001806", "The mandate has been cancelled");
    t.clock.advance(MONTH);
    await chargeDueRates(t.deps);
    const second = (await chargesOf(orderId))[1]!;
    expect(second).toMatchObject({ state: "denied", failureCode: "sepa_mandate_failed" });
    expect(payInsOf(second.id)).toEqual([]);
    expect((await ratesOf(orderId)).map((r) => [r.state, r.lastFailure])).toEqual([
      ["paid", null],
      ["unpaid", "sepa_mandate_failed"],
    ]);
  });
});
