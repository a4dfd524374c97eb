import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { REFUND_WINDOW_MS } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { buy, givenProductOf, jobsSettled } from "./support/billing.ts";
import {
  COMPANY_HEAD_QUARTER,
  DE_BANK,
  KYC_PDF,
  LEGAL_REPRESENTATIVE,
  UBO,
  managerToken,
  submitIndividualLegitimation,
  until,
  verificationClient,
} from "./support/verification.ts";
import { FakeMangopay, MANGOPAY_CLIENT, hookMangopay } from "./support/fake-mangopay.ts";
import {
  BankAccountClient,
  BankAccountError,
  idempotencyKey,
} from "../src/payments/providers/bank-account/client.ts";
import { mangopayApi } from "../src/payments/providers/bank-account/api.ts";
import { bankAccountPayouts } from "../src/payments/providers/bank-account/payouts.ts";
import { payouts } from "../src/payouts/index.ts";
import { BANK_ACCOUNT_HOOK_JOB } from "../src/payments/providers/bank-account/notifications.ts";

// The first bank-account provider (bank_account, Mangopay) through its official SDK against a
// local server implementing Mangopay's documented v2.01 contract: the seller's user, wallet, KYC
// documents, UBO declaration and payout account (a Recipient confirmed by SCA); document verdicts and KYC levels by unsigned hook
// GETs read back from the API; payouts once per payout id, paid and failed; hooks naming what is
// not ours change nothing.

const DAY = 86_400_000;

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

async function newSeller(locale?: string) {
  const seller = await givenSellingSeller(t.deps);
  const token = (await signIn(t.app, seller.email)).access_token;
  return { seller, token, v: verificationClient(t.app, token, locale), tag: `seller_${seller.id}` };
}

const showLegitimation = async (token: string) =>
  (await verificationClient(t.app, token).show()).body.legitimation;

/** The seller's payout account registered at Mangopay as a recipient, waiting for SCA. */
async function waitingRecipient(s: Awaited<ReturnType<typeof newSeller>>, userId: string) {
  const listed = await until(
    () => s.v.bankAccounts(),
    (res) => res.body.list[0]?.state === "waiting" && res.body.list[0]?.confirmation_required === true,
  );
  const recipient = fake
    .recipientsOf(userId)
    .find((r) => r.body.Tag === `bank_account_${listed.body.list[0].id}`);
  expect(recipient?.Status).toBe("PENDING");
  return { account: listed.body.list[0] as { id: number }, recipient: recipient! };
}

/** The holder passed SCA at Mangopay, and Mangopay's hook came: the account is activated. */
async function passSca(s: Awaited<ReturnType<typeof newSeller>>, recipientId: string, accountId: number) {
  fake.passSca(recipientId);
  await hookMangopay(t.app, "RECIPIENT_ACTIVE", recipientId);
  await until(
    () => s.v.bankAccounts(),
    (res) => res.body.list.find((a: { id: number }) => a.id === accountId)?.state === "activated",
  );
}

/**
 * A seller whose legitimation went to Mangopay: user and wallet made, document submitted, IBAN
 * registered as a recipient and confirmed by SCA.
 */
async function sentSeller() {
  const s = await newSeller();
  await submitIndividualLegitimation(t.app, s.token);
  const added = await s.v.addBankAccount({ owner_name: "Erika Mustermann", ...DE_BANK, currency: "eur" });
  expect(added.status).toBe(201);
  const user = await until(
    async () => [...fake.users.values()].find((u) => u.Tag === s.tag),
    (u) => u !== undefined && fake.documentsOf(u.Id).some((d) => d.Status === "VALIDATION_ASKED"),
  );
  const { recipient } = await waitingRecipient(s, user!.Id);
  await passSca(s, recipient.Id, added.body.bank_account.id);
  // Our side recorded Mangopay's document id (after Mangopay answered): hooks can find it now.
  await until(
    () => showLegitimation(s.token),
    (l) => l.documents[0]?.state === "validation_asked",
  );
  return {
    ...s,
    userId: user!.Id,
    bankAccountId: added.body.bank_account.id as number,
    recipientId: recipient.Id,
  };
}

describe("the client", () => {
  it("takes the token through the SDK once, maps refusals with their fields, and logs nothing secret", async () => {
    const warnings: object[] = [];
    const api = mangopayApi(
      new BankAccountClient(
        { baseUrl: fake.base, clientId: MANGOPAY_CLIENT.id, apiKey: MANGOPAY_CLIENT.apiKey },
        { log: { warn: (obj) => warnings.push(obj) } },
      ),
    );
    const before = fake.tokensIssued;
    const user = await api.createUser(
      { PersonType: "NATURAL", FirstName: "Client", LastName: "Test", Email: "c@t.de", Tag: "client-test" },
      idempotencyKey("client-test-user"),
    );
    expect((await api.getUser(user.Id)).Tag).toBe("client-test");
    expect(fake.tokensIssued - before).toBeLessThanOrEqual(1);

    // The same Idempotency-Key: Mangopay blocks the repeat (409) and the client reads the first
    // answer back (GET /responses/{key}); no second user.
    const blocked = fake.blockedRepeats;
    const again = await api.createUser(
      { PersonType: "NATURAL", FirstName: "Client", LastName: "Test", Email: "c@t.de", Tag: "client-test" },
      idempotencyKey("client-test-user"),
    );
    expect(again.Id).toBe(user.Id);
    expect(fake.blockedRepeats).toBe(blocked + 1);
    expect([...fake.users.values()].filter((u) => u.Tag === "client-test")).toHaveLength(1);

    const refused = await api
      .createIbanAccount(
        user.Id,
        { OwnerName: "X", IBAN: "DE00 0000", BIC: "COBADEFFXXX" },
        idempotencyKey("bad-iban"),
      )
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BankAccountError);
    expect(refused).toMatchObject({ status: 400, type: "param_error", transient: false });
    expect((refused as BankAccountError).fields).toHaveProperty("IBAN");

    fake.failNext = 1;
    await expect(api.getUser(user.Id)).rejects.toMatchObject({ status: 503, transient: true });
    await expect(api.getKycDocument("nope")).rejects.toMatchObject({
      status: 404,
      type: "ressource_not_found",
    });

    expect(warnings.length).toBeGreaterThan(0);
    const logged = JSON.stringify(warnings);
    expect(logged).not.toContain(MANGOPAY_CLIENT.apiKey);
    expect(logged).not.toContain("mp-token-");
  });
});

describe("verification through Mangopay", () => {
  it("creates the seller's natural user with a EUR wallet, submits the document and registers the IBAN", async () => {
    const s = await sentSeller();
    const user = fake.users.get(s.userId)!;
    expect(user.PersonType).toBe("NATURAL");
    expect(user.body).toMatchObject({
      FirstName: "Erika",
      LastName: "Mustermann",
      Nationality: "DE",
      Birthday: Date.UTC(1980, 3, 12) / 1000,
      UserCategory: "OWNER",
      Address: { City: "Berlin", PostalCode: "10115", Country: "DE" },
    });
    expect(fake.walletOf(s.userId, "EUR").Balance.Amount).toBe(0);
    const [doc] = fake.documentsOf(s.userId);
    expect(doc).toMatchObject({ Type: "IDENTITY_PROOF", Status: "VALIDATION_ASKED" });
    expect(doc!.pages[0]!.equals(KYC_PDF)).toBe(true);
    // The payout account is a Recipient (legacy bank accounts made now cannot be paid out to).
    expect([...fake.bankAccounts.values()].filter((a) => a.UserId === s.userId)).toEqual([]);
    const [recipient] = fake.recipientsOf(s.userId);
    expect(recipient).toMatchObject({ Id: s.recipientId, Status: "ACTIVE" });
    expect(recipient!.body).toMatchObject({
      PayoutMethodType: "LocalBankTransfer",
      RecipientType: "Individual",
      RecipientScope: "PAYOUT",
      Currency: "EUR",
      Country: "DE",
      Tag: `bank_account_${s.bankAccountId}`,
      IndividualRecipient: { FirstName: "Erika", LastName: "Mustermann", Address: { City: "Berlin" } },
      LocalBankTransfer: { EUR: { IBAN: DE_BANK.iban.replace(/ /g, "") } },
    });
    expect(String(recipient!.body.DisplayName)).toMatch(/^EUR DE IBAN \d{4}$/);
    const legitimation = await showLegitimation(s.token);
    expect(legitimation.step).toBe("in_review");
    expect(legitimation.documents[0].state).toBe("validation_asked");
  });

  it("registers the legitimation when Mangopay validates the document, rejects it on a refusal", async () => {
    const ok = await sentSeller();
    fake.documentsOf(ok.userId)[0]!.Status = "VALIDATED";
    expect((await hookMangopay(t.app, "KYC_SUCCEEDED", fake.documentsOf(ok.userId)[0]!.Id)).status).toBe(200);
    await until(
      () => showLegitimation(ok.token),
      (l) => l.step === "registered",
    );

    const refused = await sentSeller();
    const doc = fake.documentsOf(refused.userId)[0]!;
    Object.assign(doc, {
      Status: "REFUSED",
      RefusedReasonType: "DOCUMENT_UNREADABLE",
      RefusedReasonMessage: "The document is blurred",
    });
    await hookMangopay(t.app, "KYC_FAILED", doc.Id);
    const rejected = await until(
      () => showLegitimation(refused.token),
      (l) => l.step === "rejected",
    );
    expect(rejected.documents[0]).toMatchObject({
      state: "unreadable",
      refusal_reason: "The document is blurred",
    });
  });

  it("believes only the resource read back: a lying hook or another platform's document changes nothing", async () => {
    const victim = await sentSeller();
    // The hook says succeeded; Mangopay still says VALIDATION_ASKED.
    await hookMangopay(t.app, "KYC_SUCCEEDED", fake.documentsOf(victim.userId)[0]!.Id);
    // A document of another Mangopay client: our credentials get 404.
    await hookMangopay(t.app, "KYC_SUCCEEDED", fake.foreignDocument().Id);
    // A user unknown to Mangopay.
    await hookMangopay(t.app, "USER_KYC_REGULAR", "999999999");
    await new Promise((r) => setTimeout(r, 1500)); // the jobs ran (poll interval 0.5 s)
    const after = await showLegitimation(victim.token);
    expect(after).toMatchObject({ step: "in_review", wallet_kyc_state: null });
    expect(after.documents[0].state).toBe("validation_asked");
  });

  it("shows the user's KYC level read back after USER_KYC_REGULAR", async () => {
    const s = await sentSeller();
    await hookMangopay(t.app, "USER_KYC_REGULAR", s.userId);
    await until(
      () => showLegitimation(s.token),
      (l) => l.wallet_kyc_state === "kyc_1",
    );
    fake.users.get(s.userId)!.KYCLevel = "REGULAR";
    await hookMangopay(t.app, "USER_KYC_REGULAR", s.userId);
    await until(
      () => showLegitimation(s.token),
      (l) => l.wallet_kyc_state === "kyc_2",
    );
  });

  it("sends a company as a legal user with its UBO declaration; a refused declaration rejects the legitimation", async () => {
    const s = await newSeller();
    await s.v.headQuarter(COMPANY_HEAD_QUARTER);
    await s.v.legalRepresentative(LEGAL_REPRESENTATIVE);
    for (const kind of ["id_from_front", "company_lr", "article_doc"]) {
      const file = await s.v.uploadFile(`${kind}.pdf`);
      await s.v.addDocument({ kind, file_id: file.body.file.id });
    }
    expect((await s.v.completeDocuments()).body.legitimation.step).toBe("ubo");
    expect((await s.v.addUbo(UBO)).status).toBe(201);
    expect((await s.v.requestReview()).body.legitimation.step).toBe("requested");
    await until(
      () => showLegitimation(s.token),
      (l) =>
        l.step === "in_review" && l.documents.every((d: { state: string }) => d.state === "validation_asked"),
    );
    const user = fake.userByTag(s.tag);
    expect(user.PersonType).toBe("LEGAL");
    // The company's payout accounts: Business recipients; a PLN account in Poland goes by
    // international transfer, with the account fields that schema names.
    await s.v.addBankAccount({ owner_name: "Muster GmbH", ...DE_BANK, currency: "eur" });
    await s.v.addBankAccount({
      owner_name: "Muster GmbH",
      iban: "PL61 1090 1014 0000 0712 1981 2874",
      bic: "WBKPPLPP",
      country: "PL",
      currency: "pln",
    });
    const recipients = await until(
      async () => fake.recipientsOf(user.Id),
      (list) => list.length === 2,
    );
    const byCurrency = new Map(recipients.map((r) => [r.body.Currency, r.body]));
    expect(byCurrency.get("EUR")).toMatchObject({
      RecipientType: "Business",
      PayoutMethodType: "LocalBankTransfer",
      BusinessRecipient: { BusinessName: "Muster GmbH", Address: { City: "Berlin" } },
    });
    expect(byCurrency.get("PLN")).toMatchObject({
      RecipientType: "Business",
      PayoutMethodType: "InternationalBankTransfer",
      Country: "PL",
      InternationalBankTransfer: { AccountNumber: "PL61109010140000071219812874", BIC: "WBKPPLPP" },
    });
    expect(byCurrency.get("PLN")!.InternationalBankTransfer).not.toHaveProperty("IBAN");
    expect(user.body).toMatchObject({
      LegalPersonType: "BUSINESS",
      Name: "Muster GmbH",
      LegalRepresentativeFirstName: "Erika",
      HeadquartersAddress: { City: "Berlin" },
    });
    expect(
      fake
        .documentsOf(user.Id)
        .map((d) => d.Type)
        .sort(),
    ).toEqual(["ARTICLES_OF_ASSOCIATION", "IDENTITY_PROOF", "REGISTRATION_PROOF"]);
    const declaration = [...fake.declarations.values()].find((d) => d.UserId === user.Id)!;
    expect(declaration.Status).toBe("VALIDATION_ASKED");
    expect(declaration.Ubos).toEqual([
      expect.objectContaining({ FirstName: "Erika", Birthplace: { City: "Hamburg", Country: "DE" } }),
    ]);

    Object.assign(declaration, {
      Status: "REFUSED",
      Reason: "MISSING_UBO",
      Message: "A second owner is missing",
    });
    await hookMangopay(t.app, "UBO_DECLARATION_REFUSED", declaration.Id);
    const rejected = await until(
      () => showLegitimation(s.token),
      (l) => l.step === "rejected",
    );
    expect(rejected.rejection_reason).toBe("A second owner is missing");
  });

  it("refuses a bad IBAN with a translated error naming the field, before anything reaches Mangopay", async () => {
    const s = await sentSeller();
    const accountsBefore = fake.recipients.size + fake.bankAccounts.size;
    for (const [locale, text] of [
      ["en", "IBAN"],
      ["de", "IBAN"],
    ] as const) {
      const bad = await verificationClient(t.app, s.token, locale).addBankAccount({
        owner_name: "Erika",
        iban: "DE89 3704 0044 0532 0130 01",
        bic: DE_BANK.bic,
        country: "DE",
        currency: "eur",
      });
      expect(bad.status).toBe(400);
      const detail = bad.body.error.details.find((d: { param: string }) => d.param === "iban");
      expect(detail).toMatchObject({ code: "invalid_iban" });
      expect(detail.message).toContain(text);
      if (locale === "de") expect(detail.message).toBe("Bitte überprüfe die IBAN.");
    }
    expect(fake.recipients.size + fake.bankAccounts.size).toBe(accountsBefore);
  });

  it("deactivates the recipient at Mangopay when the seller deactivates the account", async () => {
    const s = await sentSeller();
    const recipient = fake.recipients.get(s.recipientId)!;
    expect((await s.v.deactivate(s.bankAccountId)).status).toBe(200);
    await until(
      async () => recipient.Status,
      (status) => status === "DEACTIVATED",
    );
  });

  it("activates a new payout account only once its holder passed SCA at Mangopay, and says where", async () => {
    const s = await newSeller("de");
    await submitIndividualLegitimation(t.app, s.token);
    const added = await s.v.addBankAccount({ owner_name: "Erika Mustermann", ...DE_BANK, currency: "eur" });
    const user = await until(
      async () => [...fake.users.values()].find((u) => u.Tag === s.tag),
      (u) => u !== undefined,
    );
    const { account, recipient } = await waitingRecipient(s, user!.Id);
    expect(account.id).toBe(added.body.bank_account.id);

    // The page to confirm it: Mangopay's SCA session, returning to the holder's bank accounts.
    const confirmation = (id: number, token = s.token) =>
      call(t.app, "GET", `/cabinet/bank_accounts/${id}/confirmation`, { token });
    const page = await confirmation(account.id);
    expect(page.status).toBe(200);
    const url = new URL(page.body.redirect_url);
    expect(url.searchParams.get("token")).toBe(recipient.scaToken);
    expect(url.searchParams.get("returnUrl")).toBe(`${t.deps.config.publicUrl}/cabinet/bank_accounts`);
    // Nobody else's: another seller gets 404.
    const other = await newSeller();
    expect((await confirmation(account.id, other.token)).status).toBe(404);

    // A hook while the recipient is still PENDING, or one naming a recipient whose owner is
    // another Mangopay user, activates nothing: the recipient read back decides.
    await hookMangopay(t.app, "RECIPIENT_ACTIVE", recipient.Id);
    await jobsSettled(t.deps, BANK_ACCOUNT_HOOK_JOB);
    const stranger = fake.passSca(recipient.Id);
    stranger.UserId = "someone-else";
    await hookMangopay(t.app, "RECIPIENT_ACTIVE", recipient.Id);
    await jobsSettled(t.deps, BANK_ACCOUNT_HOOK_JOB);
    expect((await s.v.bankAccounts()).body.list[0]).toMatchObject({ state: "waiting" });
    stranger.UserId = user!.Id;
    stranger.Status = "PENDING";

    // Passed: activated; nothing more to confirm.
    await passSca(s, recipient.Id, account.id);
    expect((await s.v.bankAccounts()).body.list[0]).toMatchObject({
      state: "activated",
      confirmation_required: false,
    });
    expect((await confirmation(account.id)).status).toBe(404);

    // A second account waits while the first still takes payouts; its SCA failed: rejected, saying why.
    const second = await s.v.addBankAccount({ owner_name: "Erika Mustermann", ...DE_BANK, currency: "eur" });
    const waiting = await until(
      () => s.v.bankAccounts(),
      (res) =>
        res.body.list.find((a: { id: number }) => a.id === second.body.bank_account.id)?.state === "waiting",
    );
    expect(waiting.body.list.map((a: { state: string }) => a.state)).toEqual(["waiting", "activated"]);
    const secondRecipient = fake
      .recipientsOf(user!.Id)
      .find((r) => r.body.Tag === `bank_account_${second.body.bank_account.id}`)!;
    fake.passSca(secondRecipient.Id, false);
    await hookMangopay(t.app, "RECIPIENT_CANCELED", secondRecipient.Id);
    const rejected = await until(
      () => s.v.bankAccounts(),
      (res) => res.body.list[0]?.state === "rejected",
    );
    expect(rejected.body.list[0]).toMatchObject({
      failure_reason: "sca_not_completed",
      confirmation_required: false,
    });

    // A third, confirmed: it takes over, and the first is deactivated here and at Mangopay.
    const third = await s.v.addBankAccount({ owner_name: "Erika Mustermann", ...DE_BANK, currency: "eur" });
    const thirdId = third.body.bank_account.id as number;
    await until(
      () => s.v.bankAccounts(),
      (res) => res.body.list.find((a: { id: number }) => a.id === thirdId)?.state === "waiting",
    );
    const thirdRecipient = fake.recipientsOf(user!.Id).find((r) => r.body.Tag === `bank_account_${thirdId}`)!;
    await passSca(s, thirdRecipient.Id, thirdId);
    const states = (await s.v.bankAccounts()).body.list.map((a: { id: number; state: string }) => [
      a.id,
      a.state,
    ]);
    expect(states).toEqual([
      [thirdId, "activated"],
      [second.body.bank_account.id, "rejected"],
      [account.id, "deactivated"],
    ]);
    await until(
      async () => fake.recipients.get(recipient.Id)!.Status,
      (status) => status === "DEACTIVATED",
    );
  });
});

describe("payouts from the Mangopay wallet", () => {
  /** A legitimated seller at KYC REGULAR with an active IBAN and 49.00 sold past the refund window. */
  async function payableSeller() {
    const s = await sentSeller();
    const doc = fake.documentsOf(s.userId)[0]!;
    doc.Status = "VALIDATED";
    await hookMangopay(t.app, "KYC_SUCCEEDED", doc.Id);
    const registered = await until(
      () => showLegitimation(s.token),
      (l) => l.step === "registered",
    );
    const admin = await managerToken(t);
    expect(
      (await call(t.app, "POST", `/admin/legitimations/${registered.id}/accept`, { token: admin })).status,
    ).toBe(200);
    fake.users.get(s.userId)!.KYCLevel = "REGULAR";
    await hookMangopay(t.app, "USER_KYC_REGULAR", s.userId);
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

  async function payOut(s: { token: string; userId: string }, walletBalance?: number) {
    const before = await available(s.token);
    // The sales money sits in the seller's wallet at Mangopay.
    fake.walletOf(s.userId).Balance.Amount = walletBalance ?? before.available;
    const created = await call(t.app, "POST", "/cabinet/payouts", {
      token: s.token,
      body: { currency: "eur" },
      headers: { "idempotency-key": `mp-${s.userId}-${Date.now()}` },
    });
    expect(created.status).toBe(201);
    return { before, id: created.body.payout?.id as number | undefined };
  }

  const payoutList = (token: string) => call(t.app, "GET", "/cabinet/payouts", { token });

  it("pays out by bank wire once per payout, and books it paid when Mangopay reports success", async () => {
    const s = await payableSeller();
    const { before } = await payOut(s);
    const issued = await until(
      () => payoutList(s.token),
      (res) => res.body.list[0]?.state === "issued",
    );
    const payout = issued.body.list[0];
    expect(payout.provider).toBe("bank_account");
    const made = [...fake.payOuts.values()].filter((p) => p.AuthorId === s.userId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      Id: payout.provider_ref,
      // To the confirmed recipient: a payout's BankAccountId takes a recipient's id.
      BankAccountId: s.recipientId,
      DebitedFunds: { Currency: "EUR", Amount: payout.amount },
      DebitedWalletId: fake.walletOf(s.userId).Id,
      Tag: `payout_${payout.id}`,
    });
    expect(fake.walletOf(s.userId).Balance.Amount).toBe(before.available - payout.amount);

    // Sent again (a job repeated after a lost answer): the same Mangopay payout, no second one.
    const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    const again = await bankAccountPayouts(t.deps)!.send({
      payoutId: row!.id,
      payee: row!.payee,
      amount: row!.amount,
      currency: row!.currency,
      bankAccountId: row!.bankAccountId,
      ibanMasked: null,
      country: null,
    });
    expect(again).toEqual({ status: "issued", providerRef: payout.provider_ref });
    expect(fake.blockedRepeats).toBeGreaterThan(0);
    expect([...fake.payOuts.values()].filter((p) => p.AuthorId === s.userId)).toHaveLength(1);

    fake.payOuts.get(payout.provider_ref)!.Status = "SUCCEEDED";
    await hookMangopay(t.app, "PAYOUT_NORMAL_SUCCEEDED", payout.provider_ref);
    await until(
      () => payoutList(s.token),
      (res) => res.body.list[0]?.state === "successful",
    );
    expect((await available(s.token)).paid_out).toBe(payout.amount);
  });

  it("returns the money to the balance when Mangopay reports the payout failed", async () => {
    const s = await payableSeller();
    const { before } = await payOut(s);
    const issued = await until(
      () => payoutList(s.token),
      (res) => res.body.list[0]?.state === "issued",
    );
    const ref = issued.body.list[0].provider_ref as string;
    Object.assign(fake.payOuts.get(ref)!, {
      Status: "FAILED",
      ResultCode: "121001",
      ResultMessage: "Bank refused",
    });
    // The hook's event type is not believed either: SUCCEEDED named, FAILED read back.
    await hookMangopay(t.app, "PAYOUT_NORMAL_SUCCEEDED", ref);
    await until(
      () => payoutList(s.token),
      (res) => res.body.list[0]?.state === "canceled",
    );
    expect(await available(s.token)).toMatchObject({ available: before.available, paid_out: 0, on_hold: 0 });
  });

  it("fails a payout Mangopay creates FAILED for the wallet's balance, and the money stays available", async () => {
    const s = await payableSeller();
    const { before } = await payOut(s, 0);
    await until(
      () => payoutList(s.token),
      (res) => ["canceled", "failed"].includes(res.body.list[0]?.state),
    );
    expect(await available(s.token)).toMatchObject({ available: before.available, paid_out: 0 });
  });

  it("applies the same hook sent 20 times at once exactly once", async () => {
    const s = await payableSeller();
    await payOut(s);
    const issued = await until(
      () => payoutList(s.token),
      (res) => res.body.list[0]?.state === "issued",
    );
    const payout = issued.body.list[0];
    fake.payOuts.get(payout.provider_ref)!.Status = "SUCCEEDED";
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => hookMangopay(t.app, "PAYOUT_NORMAL_SUCCEEDED", payout.provider_ref)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await until(
      () => payoutList(s.token),
      (res) => res.body.list[0]?.state === "successful",
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(await available(s.token)).toMatchObject({ paid_out: payout.amount, on_hold: 0, available: 0 });
  });

  it("answers 400 naming the field for a hook without its resource", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/webhooks/bank_account?EventType=KYC_SUCCEEDED",
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("RessourceId");
  });
});
