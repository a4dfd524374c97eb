import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { chargeTransactionsOf } from "./support/ledger.ts";
import { call, signIn } from "./support/api.ts";
import { checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { jobsSettled } from "./support/billing.ts";
import { submitIndividualLegitimation, until } from "./support/verification.ts";
import { EWALLET_WIRE, FakeEWallet, notifyEWallet } from "./support/fake-e-wallet.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import { orders } from "../src/orders/tables.ts";
import { payments, providerEvents } from "../src/payments/tables.ts";
import { EWALLET_NOTIFICATION_JOB } from "../src/payments/providers/e-wallet/notifications.ts";
import { EWALLET_TRANSFER_JOB } from "../src/payments/providers/e-wallet/money-in.ts";

// Bank-wire pay-ins through the second wallet provider (e_wallet, built for Lemonway's API),
// against a local server implementing its documented REST contract: the buyer wires to the
// provider's account with a label naming the platform's collection wallet and the order; the
// money-in notification is read back before the order is paid; the seller's share then moves to
// the seller's wallet (P2P) once, and a refund moves it back. Wires that match nothing, wires to
// another wallet, replays and 20 concurrent duplicates change nothing more.

const MONEY_IN_WIRE = 10;

let fake: FakeEWallet;
let t: TestPlatform;
beforeAll(async () => {
  fake = await new FakeEWallet().start();
  fake.openWallet(EWALLET_WIRE.collectionWallet);
  t = await startTestPlatform({ ...fake.env(), VERIFICATION_PROVIDER: "e_wallet" });
}, 240_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A seller verified through e_wallet (so they have a wallet) whose bank wire goes through e_wallet. */
async function wireSeller() {
  const seller = await givenSellingSeller(t.deps);
  const token = (await signIn(t.app, seller.email)).access_token;
  await submitIndividualLegitimation(t.app, token);
  const wallet = `seller_${seller.id}`;
  await until(
    async () => fake.wallets.has(wallet),
    (made) => made,
  );
  const routed = await call(t.app, "PUT", "/cabinet/payment_settings", {
    token,
    body: { version: 1, method_providers: { bank_wire_provider: "e_wallet" } },
  });
  expect(routed.status).toBe(200);
  const { product, plans } = await givenSellableProduct(t.deps, seller.id, {
    methods: ["card", "bank_wire"],
    plans: [{ form: "one_time", prefs: { price: 4900 } }],
  });
  return { seller, token, wallet, product, plans };
}

async function wireOrder(s: Awaited<ReturnType<typeof wireSeller>>) {
  const res = await checkoutCall(t.app, {
    product_id: s.product.id,
    pricing_plan_id: s.plans[0]!.id,
    payment_method: "bank_wire",
  });
  expect(res.body.status).toBe("pending");
  const page = (await call(t.app, "GET", `/shop/orders/${res.body.order_token}`)).body;
  return { token: res.body.order_token as string, page };
}

const publicOrder = async (token: string) => (await call(t.app, "GET", `/shop/orders/${token}`)).body;

const saleTransfers = () => fake.p2p.filter((p) => p.comment.startsWith("sellwerk sale"));

async function orderIdOf(token: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: orders.id }).from(orders).where(eq(orders.token, token));
  return row!.id;
}

/** Lets the notification and transfer jobs finish, for checks that nothing (more) happened. */
async function jobsDone() {
  await jobsSettled(t.deps, EWALLET_NOTIFICATION_JOB);
  await jobsSettled(t.deps, EWALLET_TRANSFER_JOB);
}

describe("e_wallet in the payment settings", () => {
  it("is available and built in, offers bank wire only, and takes the bank wire choice", async () => {
    const s = await wireSeller();
    const list = (await call(t.app, "GET", "/cabinet/payment_providers", { token: s.token })).body.list;
    expect(list.find((p: { provider: string }) => p.provider === "e_wallet")).toMatchObject({
      available: true,
      built_in: true,
      connected: true,
      methods: ["bank_wire"],
      used_by: ["bank_wire_provider"],
    });
    // It serves no other method: routing cards to it is refused, naming the field.
    const refused = await call(t.app, "PUT", "/cabinet/payment_settings", {
      token: s.token,
      body: { version: 2, method_providers: { card_provider: "e_wallet" } },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("method_providers.card_provider");
  });
});

describe("bank-wire pay-ins", () => {
  it("shows the provider's account and the order's label, keeps the rate pending until the read-back wire, then pays it and moves the seller's share", async () => {
    const s = await wireSeller();
    const { token, page } = await wireOrder(s);
    expect(page.payment_provider).toBe("e_wallet");
    expect(page.bank_wire).toMatchObject({
      iban: EWALLET_WIRE.iban,
      bic: EWALLET_WIRE.bic,
      account_holder: EWALLET_WIRE.holder,
    });
    expect(page.bank_wire.reference).toMatch(/^SELLWERK-SWCOLLECT SW-\d+-[A-Z0-9]{4}$/);
    expect(page.rates[0].state).toBe("pending");
    expect(page.payment_state).toBe("payment_pending");

    // The bank lost the dashes and spaces of the label: it still names the order.
    const label = String(page.bank_wire.reference).replace(/[^A-Za-z0-9]/g, "");
    const moneyIn = fake.wireIn(label, 4900);
    // The notification's own amount and status are not believed; only the read-back counts.
    const sent = await notifyEWallet(t.app, {
      NotifCategory: MONEY_IN_WIRE,
      ExtId: EWALLET_WIRE.collectionWallet,
      IdTransaction: moneyIn.id,
      Amount: "1.00",
      Status: 0,
    });
    expect(sent.status).toBe(200);
    const paid = await until(
      () => publicOrder(token),
      (o) => o.payment_state === "paid",
    );
    expect(paid.rates[0].state).toBe("paid");

    // The seller's share (what the ledger credits them) moved to their wallet, once.
    const transfer = await until(
      async () => saleTransfers().filter((p) => p.receiverAccountId === s.wallet),
      (found) => found.length === 1,
    );
    const orderId = await orderIdOf(token);
    const [credited] = await t.deps.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.account, `seller:${s.seller.id}`)));
    expect(transfer[0]).toMatchObject({
      senderAccountId: EWALLET_WIRE.collectionWallet,
      creditAmount: -credited!.amount,
    });
    expect(fake.walletOf(s.wallet).balance).toBe(-credited!.amount);

    // Replayed: nothing changes (one charge in the ledger, one transfer).
    await notifyEWallet(t.app, {
      NotifCategory: MONEY_IN_WIRE,
      ExtId: EWALLET_WIRE.collectionWallet,
      IdTransaction: moneyIn.id,
    });
    await jobsDone();
    expect(await chargeTransactionsOf(t.deps, orderId)).toBe(1);
    expect(saleTransfers().filter((p) => p.receiverAccountId === s.wallet)).toHaveLength(1);

    // A refund moves the share back from the seller's wallet, once.
    const refund = await call(t.app, "POST", `/cabinet/orders/${orderId}/rates/1/refund`, {
      token: s.token,
      body: { amount: 4900 },
      headers: { "idempotency-key": `e-wallet-refund-${process.pid}-${orderId}` },
    });
    expect(refund.body).toMatchObject({ state: "successful" });
    const back = fake.p2p.filter((p) => p.comment.startsWith("sellwerk refund"));
    expect(back.filter((p) => p.senderAccountId === s.wallet)).toEqual([
      expect.objectContaining({
        receiverAccountId: EWALLET_WIRE.collectionWallet,
        debitAmount: -credited!.amount,
      }),
    ]);
    expect(fake.walletOf(s.wallet).balance).toBe(0);
  });

  it("applies nothing for a wire of the wrong amount or with an unknown reference, and records both", async () => {
    const s = await wireSeller();
    const { token, page } = await wireOrder(s);
    const short = fake.wireIn(page.bank_wire.reference, 4800);
    const unknown = fake.wireIn("SELLWERK-SWCOLLECT SW-99999999-ZZZZ", 4900);
    await notifyEWallet(t.app, { NotifCategory: MONEY_IN_WIRE, ExtId: "x", IdTransaction: short.id });
    await notifyEWallet(t.app, { NotifCategory: MONEY_IN_WIRE, ExtId: "x", IdTransaction: unknown.id });
    await jobsDone();
    expect((await publicOrder(token)).payment_state).toBe("payment_pending");
    const recorded = await t.deps.db
      .select({
        eventId: providerEvents.eventId,
        refusal: providerEvents.refusal,
        sellerId: providerEvents.sellerId,
      })
      .from(providerEvents)
      .where(and(eq(providerEvents.provider, "e_wallet"), like(providerEvents.eventId, "money_in_%")));
    expect(recorded).toEqual(
      expect.arrayContaining([
        { eventId: `money_in_${short.id}`, refusal: "amount_mismatch", sellerId: s.seller.id },
        { eventId: `money_in_${unknown.id}`, refusal: "unknown_reference", sellerId: null },
      ]),
    );
    expect(saleTransfers().filter((p) => p.receiverAccountId === s.wallet)).toHaveLength(0);
  });

  it("changes nothing for a wire credited to another wallet, even naming the order", async () => {
    const victim = await wireSeller();
    const other = await wireSeller();
    const { token, page } = await wireOrder(victim);
    // Money the other seller put on their own wallet, labelled with the victim's order reference.
    const foreign = fake.wireIn(page.bank_wire.reference, 4900, other.wallet);
    await notifyEWallet(t.app, {
      NotifCategory: MONEY_IN_WIRE,
      ExtId: EWALLET_WIRE.collectionWallet,
      IdTransaction: foreign.id,
    });
    await jobsDone();
    expect((await publicOrder(token)).payment_state).toBe("payment_pending");
    const [payment] = await t.deps.db
      .select({ state: payments.state })
      .from(payments)
      .where(eq(payments.orderId, await orderIdOf(token)));
    expect(payment!.state).toBe("pending");
  });

  it("pays once when the same notification arrives 20 times at once", async () => {
    const s = await wireSeller();
    const { token, page } = await wireOrder(s);
    const moneyIn = fake.wireIn(page.bank_wire.reference, 4900);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        notifyEWallet(t.app, {
          NotifCategory: MONEY_IN_WIRE,
          ExtId: EWALLET_WIRE.collectionWallet,
          IdTransaction: moneyIn.id,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await until(
      () => publicOrder(token),
      (o) => o.payment_state === "paid",
    );
    await jobsDone();
    expect(await chargeTransactionsOf(t.deps, await orderIdOf(token))).toBe(1);
    expect(saleTransfers().filter((p) => p.receiverAccountId === s.wallet)).toHaveLength(1);
  });
});
