import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { REFUND_WINDOW_MS } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { buy, givenProductOf } from "./support/billing.ts";
import {
  DE_BANK,
  KYC_PDF,
  managerToken,
  submitIndividualLegitimation,
  until,
  verificationClient,
} from "./support/verification.ts";
import { EWALLET_CLIENT, FakeEWallet, notifyEWallet } from "./support/fake-e-wallet.ts";
import { EWalletClient, EWalletError } from "../src/payments/providers/e-wallet/client.ts";
import { payouts } from "../src/payouts/index.ts";

// The second bank-account/wallet provider (e_wallet, built for Lemonway's API) against a local
// server implementing its documented REST contract: the client's token and retries, a seller's
// wallet, documents and IBAN, KYC levels and document verdicts by (unsigned, read-back)
// notification, payouts paid and cancelled, and notifications naming another seller's wallet.

const DAY = 86_400_000;

let fake: FakeEWallet;
let t: TestPlatform;
beforeAll(async () => {
  fake = await new FakeEWallet().start();
  t = await startTestPlatform({ ...fake.env(), VERIFICATION_PROVIDER: "e_wallet" });
}, 240_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function newSeller() {
  const seller = await givenSellingSeller(t.deps);
  const token = (await signIn(t.app, seller.email)).access_token;
  return { seller, token, v: verificationClient(t.app, token), wallet: `seller_${seller.id}` };
}

const showLegitimation = async (token: string) =>
  (await verificationClient(t.app, token).show()).body.legitimation;

/** A seller whose legitimation went to the provider: wallet made, document uploaded, IBAN registered. */
async function sentSeller() {
  const s = await newSeller();
  await submitIndividualLegitimation(t.app, s.token);
  const added = await s.v.addBankAccount({ owner_name: "Erika Mustermann", ...DE_BANK, currency: "eur" });
  expect(added.status).toBe(201);
  await until(
    async () => fake.documentsOf(s.wallet).length,
    (n) => n === 1,
  );
  await until(
    () => s.v.bankAccounts(),
    (res) => res.body.list[0]?.state === "activated",
  );
  return { ...s, bankAccountId: added.body.bank_account.id as number };
}

describe("the client", () => {
  it("takes a client-credentials token once, renews it on 401 and retries reads on 5xx, never a POST", async () => {
    const warnings: object[] = [];
    const client = new EWalletClient(
      { baseUrl: fake.base, clientId: EWALLET_CLIENT.id, clientSecret: EWALLET_CLIENT.secret },
      { backoffMs: 1, log: { warn: (obj) => warnings.push(obj) } },
    );
    const before = fake.tokensIssued;
    await client.post("/v2/accounts/individual", { accountId: "client-test", email: "a@b.c" });
    await client.get("/v2/accounts/client-test");
    expect(fake.tokensIssued - before).toBe(1);

    fake.expireToken();
    const again = await client.get<{ account: { id: string } }>("/v2/accounts/client-test");
    expect(again.account.id).toBe("client-test");
    expect(fake.tokensIssued - before).toBe(2);

    fake.failNextGets = 2;
    expect((await client.get<{ account: { id: string } }>("/v2/accounts/client-test")).account.id).toBe(
      "client-test",
    );

    // A refused call maps to the provider's code; a POST is sent once whatever happens.
    const refused = await client
      .post("/v2/accounts/individual", { accountId: "client-test" })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EWalletError);
    expect(refused).toMatchObject({ status: 400, code: "152", transient: false });

    const bad = new EWalletClient({ baseUrl: fake.base, clientId: EWALLET_CLIENT.id, clientSecret: "wrong" });
    await expect(bad.get("/v2/accounts/client-test")).rejects.toMatchObject({
      status: 401,
      code: "invalid_client",
    });

    // Failed attempts were logged by method, path and status only: no secret, token or body.
    expect(warnings.length).toBeGreaterThan(0);
    const logged = JSON.stringify(warnings);
    expect(logged).not.toContain(EWALLET_CLIENT.secret);
    expect(logged).not.toContain("token-");
  });
});

describe("verification through the wallet provider", () => {
  it("opens the seller's wallet, uploads the document and registers the IBAN", async () => {
    const s = await sentSeller();
    const wallet = fake.walletOf(s.wallet);
    expect(wallet.body).toMatchObject({ firstName: "Erika", lastName: "Mustermann", payerOrBeneficiary: 2 });
    const [doc] = fake.documentsOf(s.wallet);
    expect(doc!.type).toBe(0); // identity card
    expect(doc!.bytes.equals(KYC_PDF)).toBe(true);
    expect(fake.ibans.find((i) => i.walletId === s.wallet)?.iban).toBe(DE_BANK.iban.replace(/ /g, ""));
    expect((await showLegitimation(s.token)).step).toBe("in_review");
  });

  it("shows the wallet's KYC level from the provider, read back after each notification", async () => {
    const s = await sentSeller();
    fake.walletOf(s.wallet).status = 6;
    expect(
      (await notifyEWallet(t.app, { NotifCategory: 8, ExtId: s.wallet, IntId: 1, Status: 6 })).status,
    ).toBe(200);
    await until(
      () => showLegitimation(s.token),
      (l) => l.wallet_kyc_state === "kyc_2",
    );
    // The notification's own Status is not believed: the wallet says blocked, so it is blocked.
    fake.walletOf(s.wallet).status = 10;
    await notifyEWallet(t.app, { NotifCategory: 8, ExtId: s.wallet, IntId: 1, Status: 6 });
    await until(
      () => showLegitimation(s.token),
      (l) => l.wallet_kyc_state === "blocked",
    );
  });

  it("registers the legitimation when the provider accepts the document, rejects it on a refused one", async () => {
    const ok = await sentSeller();
    const [accepted] = fake.documentsOf(ok.wallet);
    accepted!.status = 2;
    await notifyEWallet(t.app, {
      NotifCategory: 9,
      ExtId: ok.wallet,
      DocId: accepted!.id,
      DocType: 0,
      Status: 2,
    });
    await until(
      () => showLegitimation(ok.token),
      (l) => l.step === "registered",
    );

    const refused = await sentSeller();
    const [doc] = fake.documentsOf(refused.wallet);
    doc!.status = 4;
    doc!.comment = "Document illisible";
    await notifyEWallet(t.app, { NotifCategory: 9, ExtId: refused.wallet, DocId: doc!.id, Status: 4 });
    const rejected = await until(
      () => showLegitimation(refused.token),
      (l) => l.step === "rejected",
    );
    expect(rejected.documents[0]).toMatchObject({
      state: "unreadable",
      refusal_reason: "Document illisible",
    });
  });

  it("changes nothing for a notification naming another seller's wallet", async () => {
    const victim = await sentSeller();
    const other = await sentSeller();
    const [doc] = fake.documentsOf(victim.wallet);
    doc!.status = 4;
    // Another wallet, the victim's document id: the other wallet's documents do not hold it.
    await notifyEWallet(t.app, { NotifCategory: 9, ExtId: other.wallet, DocId: doc!.id, Status: 4 });
    await notifyEWallet(t.app, { NotifCategory: 8, ExtId: "seller_999999", Status: 6 });
    await new Promise((r) => setTimeout(r, 1500)); // the jobs ran (poll interval 0.5 s)
    const after = await showLegitimation(victim.token);
    expect(after.step).toBe("in_review");
    expect(after.documents[0].state).toBe("validation_asked");
    expect((await showLegitimation(other.token)).step).toBe("in_review");
  });

  it("answers 400 naming the field for a notification without its wallet", async () => {
    const res = await notifyEWallet(t.app, { NotifCategory: 8 });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("ExtId");
  });
});

describe("payouts from the wallet", () => {
  /** A seller at KYC 2 with a legitimated legitimation, an activated IBAN and 49.00 sold past the refund window. */
  async function payableSeller() {
    const s = await sentSeller();
    const [doc] = fake.documentsOf(s.wallet);
    doc!.status = 2;
    await notifyEWallet(t.app, { NotifCategory: 9, ExtId: s.wallet, DocId: doc!.id, Status: 2 });
    const registered = await until(
      () => showLegitimation(s.token),
      (l) => l.step === "registered",
    );
    // A fresh manager: the clock moved past earlier tokens' lifetime in the tests before.
    const admin = await managerToken(t);
    expect(
      (await call(t.app, "POST", `/admin/legitimations/${registered.id}/accept`, { token: admin })).status,
    ).toBe(200);
    fake.walletOf(s.wallet).status = 6;
    await notifyEWallet(t.app, { NotifCategory: 8, ExtId: s.wallet, Status: 6 });
    await until(
      () => showLegitimation(s.token),
      (l) => l.wallet_kyc_state === "kyc_2",
    );
    const product = await givenProductOf(t.deps, s.seller.id);
    await buy(t.app, t.deps, product);
    t.clock.advance(REFUND_WINDOW_MS + DAY);
    const token = (await signIn(t.app, s.seller.email)).access_token;
    return { ...s, token };
  }

  const available = async (token: string) =>
    (await call(t.app, "GET", "/cabinet/payouts_balance", { token })).body.list.find(
      (b: { currency: string }) => b.currency === "eur",
    );

  async function payOut(s: { token: string; wallet: string }) {
    const before = await available(s.token);
    // The sales money sits in the seller's wallet at the provider.
    fake.walletOf(s.wallet).balance = before.available;
    const created = await call(t.app, "POST", "/cabinet/payouts", {
      token: s.token,
      body: { currency: "eur" },
      headers: { "idempotency-key": `ew-${s.wallet}-${Date.now()}` },
    });
    expect(created.status).toBe(201);
    const issued = await until(
      () => call(t.app, "GET", "/cabinet/payouts", { token: s.token }),
      (res) => res.body.list[0]?.state === "issued",
    );
    return { before, payout: issued.body.list[0] };
  }

  it("sends a money-out to the registered IBAN and books it paid when the provider validates it", async () => {
    const s = await payableSeller();
    const { payout } = await payOut(s);
    expect(payout.provider).toBe("e_wallet");
    const moneyOut = fake.moneyOuts.find((m) => m.comment === `sellwerk payout ${payout.id}`)!;
    expect(moneyOut).toMatchObject({ senderAccountId: s.wallet, debitAmount: payout.amount });
    expect(payout.provider_ref).toBe(String(moneyOut.id));

    moneyOut.status = 0;
    await notifyEWallet(t.app, { NotifCategory: 37, ExtId: s.wallet, IdTransaction: moneyOut.id, Status: 0 });
    await until(
      () => call(t.app, "GET", "/cabinet/payouts", { token: s.token }),
      (res) => res.body.list[0]?.state === "successful",
    );
    expect((await available(s.token)).paid_out).toBe(payout.amount);
  });

  it("returns the money to the balance when the provider cancels the money-out", async () => {
    const s = await payableSeller();
    const { before, payout } = await payOut(s);
    const moneyOut = fake.moneyOuts.find((m) => m.comment === `sellwerk payout ${payout.id}`)!;
    moneyOut.status = 6;
    await notifyEWallet(t.app, {
      NotifCategory: 15,
      ExtId: s.wallet,
      IdTransaction: moneyOut.id + 1,
      IdOriginTransaction: moneyOut.id,
      Status: 6,
    });
    await until(
      () => call(t.app, "GET", "/cabinet/payouts", { token: s.token }),
      (res) => res.body.list[0]?.state === "canceled",
    );
    expect(await available(s.token)).toMatchObject({ available: before.available, paid_out: 0, on_hold: 0 });
  });

  it("ignores a money-out notification naming another wallet", async () => {
    const s = await payableSeller();
    const other = await sentSeller();
    const { payout } = await payOut(s);
    const moneyOut = fake.moneyOuts.find((m) => m.comment === `sellwerk payout ${payout.id}`)!;
    moneyOut.status = 6;
    await notifyEWallet(t.app, { NotifCategory: 15, ExtId: other.wallet, IdOriginTransaction: moneyOut.id });
    await new Promise((r) => setTimeout(r, 1500));
    const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row!.state).toBe("issued");
  });

  it("applies the same notification sent 20 times at once exactly once", async () => {
    const s = await payableSeller();
    const { payout } = await payOut(s);
    const moneyOut = fake.moneyOuts.find((m) => m.comment === `sellwerk payout ${payout.id}`)!;
    moneyOut.status = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        notifyEWallet(t.app, { NotifCategory: 37, ExtId: s.wallet, IdTransaction: moneyOut.id, Status: 0 }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await until(
      () => call(t.app, "GET", "/cabinet/payouts", { token: s.token }),
      (res) => res.body.list[0]?.state === "successful",
    );
    await new Promise((r) => setTimeout(r, 1500)); // every queued notification ran
    // Booked once: paid out is the payout's amount, not a multiple of it.
    expect(await available(s.token)).toMatchObject({ paid_out: payout.amount, on_hold: 0, available: 0 });
  });
});
