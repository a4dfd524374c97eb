import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenTeam, givenUser } from "./support/users.ts";
import {
  COMPANY_HEAD_QUARTER,
  DE_BANK,
  INDIVIDUAL_HEAD_QUARTER,
  KYC_PDF,
  LEGAL_REPRESENTATIVE,
  UBO,
  managerToken,
  submitIndividualLegitimation,
  until,
  verificationClient,
  verifySellerForPayouts,
} from "./support/verification.ts";
import { bankAccounts, getPayoutDestination, legitimations } from "../src/verification/index.ts";

let t: TestPlatform;
let manager: string;
beforeAll(async () => {
  t = await startTestPlatform();
  manager = await managerToken(t);
});
afterAll(() => t.close());

async function newSeller(locale: "en" | "de" = "en") {
  const user = await givenUser(t.deps, { profiles: ["seller"], locale });
  const token = (await signIn(t.app, user.email)).access_token;
  return { user, token, v: verificationClient(t.app, token, locale) };
}

const admin = (method: "GET" | "POST", path: string, body?: unknown, query?: Record<string, string>) =>
  call(t.app, method, path, { token: manager, body, query });

describe("legitimation steps", () => {
  it("starts empty and goes through the individual's steps in order", async () => {
    const { v } = await newSeller();
    expect((await v.show()).body).toEqual({ legitimation: null });

    const hq = await v.headQuarter(INDIVIDUAL_HEAD_QUARTER);
    expect(hq.status).toBe(200);
    expect(hq.body.legitimation).toMatchObject({
      legal_form: "individual",
      step: "legal_representative",
      admin_state: "init",
      steps: ["head_quarter", "legal_representative", "documents"],
      missing_documents: ["id_from_front"],
    });
    const rep = await v.legalRepresentative(LEGAL_REPRESENTATIVE);
    expect(rep.body.legitimation.step).toBe("documents");

    // Review cannot be asked without the documents.
    const early = await v.requestReview();
    expect(early.status).toBe(400);
    expect(early.body.error.details).toContainEqual(
      expect.objectContaining({ param: "documents", code: "documents_missing" }),
    );

    const file = await v.uploadFile();
    expect(file.status).toBe(201);
    const doc = await v.addDocument({ kind: "id_from_front", file_id: file.body.file.id });
    expect(doc.status).toBe(201);
    expect(doc.body.legitimation.documents).toEqual([
      expect.objectContaining({ kind: "id_from_front", state: "created", filename: "id-front.pdf" }),
    ]);
    expect(doc.body.legitimation.missing_documents).toEqual([]);

    const asked = await v.requestReview();
    expect(asked.status).toBe(200);
    expect(asked.body.legitimation.step).toBe("requested");

    // The sandbox provider takes the documents, validates them and registers the legitimation.
    const registered = await until(
      () => v.show(),
      (r) => r.body.legitimation.step === "registered",
    );
    expect(registered.body.legitimation.documents[0].state).toBe("validated");
  });

  it("refuses a step sent out of order, translated", async () => {
    const { v } = await newSeller("de");
    const first = await v.legalRepresentative(LEGAL_REPRESENTATIVE);
    expect(first.status).toBe(400);
    expect(first.body.error).toMatchObject({ code: "INVALID_INPUT", param: "step" });
    expect(first.body.error.message).toContain("vorherigen Schritte");

    await v.headQuarter(INDIVIDUAL_HEAD_QUARTER);
    const file = await v.uploadFile();
    const doc = await v.addDocument({ kind: "id_from_front", file_id: file.body.file.id });
    expect(doc.status).toBe(400);
    expect(doc.body.error.param).toBe("step");

    const en = await call(t.app, "POST", "/cabinet/legitimation/request_review", {
      token: (await signIn(t.app, (await newSeller()).user.email)).access_token,
    });
    expect(en.status).toBe(400);
    expect(en.body.error.message).toMatch(/earlier steps/);
  });

  it("locks the legitimation while it is reviewed", async () => {
    const { token, v } = await newSeller();
    await submitIndividualLegitimation(t.app, token);
    const res = await v.headQuarter(INDIVIDUAL_HEAD_QUARTER);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ param: "step" });
    expect(res.body.error.message).toMatch(/being reviewed/);
  });

  it("validates each field and names it, in en and de", async () => {
    const { v } = await newSeller();
    const en = await v.headQuarter({
      ...INDIVIDUAL_HEAD_QUARTER,
      zip: "",
      phone: "abc",
      country_code: "Germany",
    });
    expect(en.status).toBe(400);
    const params = en.body.error.details.map((d: { param: string }) => d.param);
    expect(params).toEqual(expect.arrayContaining(["zip", "phone", "country_code"]));

    const company = await v.headQuarter({ ...INDIVIDUAL_HEAD_QUARTER, legal_form: "company" });
    expect(company.status).toBe(400);
    expect(company.body.error.details.map((d: { param: string }) => d.param)).toEqual(
      expect.arrayContaining(["company", "registration_location", "vat_payer"]),
    );

    const { v: de } = await newSeller("de");
    await de.headQuarter(INDIVIDUAL_HEAD_QUARTER);
    const young = await de.legalRepresentative({ ...LEGAL_REPRESENTATIVE, birthday: "2020-01-01" });
    expect(young.status).toBe(400);
    expect(young.body.error.details).toContainEqual(
      expect.objectContaining({
        param: "birthday",
        code: "not_adult",
        message: "Du musst mindestens 18 Jahre alt sein.",
      }),
    );
  });

  it("asks companies for documents of the company and beneficial owners", async () => {
    const { v } = await newSeller();
    const hq = await v.headQuarter(COMPANY_HEAD_QUARTER);
    expect(hq.body.legitimation.steps).toEqual(["head_quarter", "legal_representative", "documents", "ubo"]);
    await v.legalRepresentative(LEGAL_REPRESENTATIVE);
    for (const kind of ["id_from_front", "company_lr"]) {
      const file = await v.uploadFile(`${kind}.pdf`);
      await v.addDocument({ kind, file_id: file.body.file.id });
    }
    const incomplete = await v.completeDocuments();
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error).toMatchObject({ param: "documents" });
    expect(incomplete.body.error.message).toContain("article_doc");
    // Owners before their step: out of order.
    expect((await v.addUbo(UBO)).body.error.param).toBe("step");

    const file = await v.uploadFile("articles.pdf");
    await v.addDocument({ kind: "article_doc", file_id: file.body.file.id });
    expect((await v.completeDocuments()).body.legitimation.step).toBe("ubo");
    const noOwner = await v.requestReview();
    expect(noOwner.body.error.details).toContainEqual(
      expect.objectContaining({ param: "ubos", code: "ubo_missing" }),
    );
    const owner = await v.addUbo(UBO);
    expect(owner.status).toBe(201);
    expect(owner.body.legitimation.ubos).toEqual([
      expect.objectContaining({ first_name: "Erika", birthplace_city: "Hamburg" }),
    ]);
    expect((await v.requestReview()).body.legitimation.step).toBe("requested");
  });
});

describe("KYC document uploads", () => {
  it("accept PDF, JPEG and PNG only, and refuse other types translated", async () => {
    const { v } = await newSeller("de");
    const zip = Buffer.from("504b0304140000000800", "hex");
    const res = await v.uploadFile("archive.zip", Buffer.concat([zip, Buffer.alloc(200)]));
    expect(res.status).toBe(400);
    expect(res.body.error.details ?? [res.body.error]).toContainEqual(
      expect.objectContaining({ param: "file", code: "file_type_not_allowed" }),
    );
    expect(JSON.stringify(res.body.error)).toContain("Dateityp");
  });

  it("refuse a document over the size limit", async () => {
    const { v } = await newSeller();
    const big = Buffer.concat([KYC_PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const res = await v.uploadFile("big.pdf", big);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
    const limits = await call(t.app, "GET", "/cabinet/files/limits", { token: (await newSeller()).token });
    expect(limits.body.purposes.kyc_document).toEqual({
      max_bytes: 10 * 1024 * 1024,
      accept: ["application/pdf", "image/jpeg", "image/png"],
    });
  });

  it("name only files uploaded as KYC documents of the seller's own", async () => {
    const a = await newSeller();
    const b = await newSeller();
    await b.v.headQuarter(INDIVIDUAL_HEAD_QUARTER);
    await b.v.legalRepresentative(LEGAL_REPRESENTATIVE);
    const foreign = await a.v.uploadFile();
    const res = await b.v.addDocument({ kind: "id_from_front", file_id: foreign.body.file.id });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe("file_id");
  });

  it("refused by the provider, send the legitimation back with the document's state", async () => {
    const { v } = await newSeller();
    await v.headQuarter(INDIVIDUAL_HEAD_QUARTER);
    await v.legalRepresentative(LEGAL_REPRESENTATIVE);
    const file = await v.uploadFile("unreadable-scan.pdf");
    await v.addDocument({ kind: "id_from_front", file_id: file.body.file.id });
    await v.requestReview();
    const rejected = await until(
      () => v.show(),
      (r) => r.body.legitimation.step === "rejected",
    );
    expect(rejected.body.legitimation.documents[0].state).toBe("unreadable");
    expect(rejected.body.legitimation.missing_documents).toEqual(["id_from_front"]);
    expect((await v.change()).body.legitimation.step).toBe("change");
  });
});

describe("the manager's review", () => {
  it("accepts: legitimated, mailed, kept in the old legitimation view; the seller may change it later", async () => {
    const { user, token, v } = await newSeller();
    const { legitimationId, bankAccountId } = await verifySellerForPayouts(t, token);
    const seen = await v.show();
    expect(seen.body.legitimation).toMatchObject({
      step: "legitimated",
      admin_state: "accepted",
      rejection_reason: null,
    });
    await t.mailbox.waitFor(user.email, /verification is accepted/);

    const destination = await getPayoutDestination(t.deps.db, user.id);
    expect(destination).toEqual({
      legitimation: { state: "legitimated", provider: "sandbox" },
      bankAccount: {
        id: bankAccountId,
        state: "activated",
        ibanMasked: "DE89 **** 3000",
        currency: "eur",
        country: "DE",
      },
    });

    const history = await admin("GET", "/admin/legitimation_history", undefined, {
      seller_id: String(user.id),
    });
    expect(history.body.list).toEqual([
      expect.objectContaining({
        legitimation_id: legitimationId,
        admin_state: "accepted",
        step: "legitimated",
      }),
    ]);
    expect(history.body.list[0].snapshot.documents[0]).toMatchObject({
      kind: "id_from_front",
      state: "validated",
    });

    const change = await v.change();
    expect(change.body.legitimation).toMatchObject({ step: "change", admin_state: "change" });
    // Every step can be edited in a change, then review is asked again.
    expect(
      (await v.headQuarter({ ...INDIVIDUAL_HEAD_QUARTER, city: "Potsdam" })).body.legitimation.step,
    ).toBe("change");
    expect((await v.requestReview()).body.legitimation.step).toBe("requested");
  });

  it("rejects with a reason the seller reads (cabinet and mail, in German)", async () => {
    const { user, token, v } = await newSeller("de");
    const { id } = await submitIndividualLegitimation(t.app, token);
    await until(
      () => v.show(),
      (r) => r.body.legitimation.step === "registered",
    );
    const missingReason = await admin("POST", `/admin/legitimations/${id}/reject`, {});
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.error.param).toBe("reason");
    const res = await admin("POST", `/admin/legitimations/${id}/reject`, {
      reason: "Der Ausweis ist abgelaufen.",
    });
    expect(res.status).toBe(200);
    expect(res.body.legitimation).toMatchObject({ step: "rejected", admin_state: "rejected" });
    expect((await v.show()).body.legitimation.rejection_reason).toBe("Der Ausweis ist abgelaufen.");
    const mail = await t.mailbox.waitFor(user.email, /nicht bestätigt/);
    expect(mail.text).toContain("Der Ausweis ist abgelaufen.");
    // A decided legitimation cannot be decided again.
    const again = await admin("POST", `/admin/legitimations/${id}/accept`);
    expect(again.status).toBe(400);
  });

  it("lists legitimations with filters, sorting and paging, and shows one with its documents", async () => {
    const { user, token } = await newSeller();
    const { id } = await submitIndividualLegitimation(t.app, token);
    const list = await admin("GET", "/admin/legitimations", undefined, { query: user.email, per: "10" });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total_count: 1, total_count_max: 10000 });
    expect(list.body.list[0]).toMatchObject({
      id,
      seller_email: user.email,
      documents_count: 1,
      legal_form: "individual",
    });
    const bySteps = await admin("GET", "/admin/legitimations", undefined, {
      step: "head_quarter",
      sort_key: "id",
      sort_dir: "asc",
    });
    expect(bySteps.body.list.every((l: { step: string }) => l.step === "head_quarter")).toBe(true);

    const detail = await admin("GET", `/admin/legitimations/${id}`);
    expect(detail.body.legitimation.documents[0].url).toMatch(/expires=\d+&sig=/);
    const file = await t.app.inject({ method: "GET", url: detail.body.legitimation.documents[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    const forged = await t.app.inject({
      method: "GET",
      // Change the signature's first character to a different one (a fixed "x" would be no change
      // when the signature happens to start with "x").
      url: detail.body.legitimation.documents[0].url.replace(/sig=(.)/, (_: string, c: string) =>
        c === "x" ? "sig=y" : "sig=x",
      ),
    });
    expect(forged.statusCode).toBe(404);
  });
});

describe("bank accounts", () => {
  it("validate IBAN and BIC with translated errors", async () => {
    const { v } = await newSeller("de");
    const bad = await v.addBankAccount({
      owner_name: "Erika",
      iban: "DE89 3704 0044 0532 0130 01",
      bic: "COBA",
      country: "DE",
      currency: "eur",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          param: "iban",
          code: "invalid_iban",
          message: "Bitte überprüfe die IBAN.",
        }),
        expect.objectContaining({ param: "bic", code: "invalid_bic" }),
      ]),
    );
    const wrongCountry = await v.addBankAccount({
      owner_name: "Erika",
      ...DE_BANK,
      country: "FR",
      currency: "eur",
    });
    expect(wrongCountry.body.error.details).toContainEqual(
      expect.objectContaining({ param: "iban", code: "iban_country_mismatch" }),
    );
    const notBankCountry = await v.addBankAccount({
      owner_name: "Erika",
      ...DE_BANK,
      country: "US",
      currency: "usd",
    });
    expect(notBankCountry.body.error.details.map((d: { param: string }) => d.param)).toEqual(
      expect.arrayContaining(["country", "currency"]),
    );
  });

  it("wait for the seller's provider account, then are activated; one activated at a time; deactivated", async () => {
    const { user, token, v } = await newSeller();
    const first = await v.addBankAccount({ owner_name: "Erika Mustermann", ...DE_BANK, currency: "eur" });
    expect(first.status).toBe(201);
    expect(first.body.bank_account).toMatchObject({
      state: "init_state",
      iban_masked: "DE89 **** 3000",
      bic: "COBADEFFXXX",
    });
    await until(
      () => v.bankAccounts(),
      (r) => r.body.list[0].state === "not_sent",
    );
    await submitIndividualLegitimation(t.app, token);
    await until(
      () => v.bankAccounts(),
      (r) => r.body.list[0].state === "activated",
    );
    const second = await v.addBankAccount({ owner_name: "Erika Mustermann", ...DE_BANK, currency: "eur" });
    await until(
      () => v.bankAccounts(),
      (r) =>
        r.body.list.find((a: { id: number }) => a.id === second.body.bank_account.id)?.state === "activated",
    );
    const states = (await v.bankAccounts()).body.list.map((a: { state: string }) => a.state);
    expect(states).toEqual(["activated", "deactivated"]);

    const off = await v.deactivate(second.body.bank_account.id);
    expect(off.body.bank_account.state).toBe("deactivated");
    expect((await v.deactivate(second.body.bank_account.id)).status).toBe(400);
    expect((await getPayoutDestination(t.deps.db, user.id)).bankAccount).toBeNull();
  });

  it("are listed for the manager with filters", async () => {
    const { user, v } = await newSeller();
    await v.addBankAccount({ owner_name: "Erika", ...DE_BANK, currency: "chf" });
    const list = await admin("GET", "/admin/bank_accounts", undefined, {
      seller_id: String(user.id),
      currency: "chf",
    });
    expect(list.body.list).toEqual([expect.objectContaining({ seller_email: user.email, currency: "chf" })]);
    const none = await admin("GET", "/admin/bank_accounts", undefined, {
      seller_id: String(user.id),
      currency: "gbp",
    });
    expect(none.body.total_count).toBe(0);
  });
});

describe("who sees what", () => {
  it("a seller never sees or changes another seller's verification", async () => {
    const a = await newSeller();
    const b = await newSeller();
    await verifySellerForPayouts(t, a.token);
    const accounts = (await a.v.bankAccounts()).body.list;
    expect((await b.v.bankAccounts()).body.list).toEqual([]);
    expect((await b.v.show()).body.legitimation).toBeNull();
    expect((await b.v.deactivate(accounts[0].id)).status).toBe(404);
  });

  it("only managers reach the admin routes; buyers and anonymous users no verification routes", async () => {
    const { token } = await newSeller();
    for (const path of ["/admin/bank_accounts", "/admin/legitimations", "/admin/legitimation_history"]) {
      expect((await call(t.app, "GET", path, { token })).status).toBe(403);
      expect((await call(t.app, "GET", path)).status).toBe(401);
    }
    const payer = await givenUser(t.deps, { profiles: ["payer"] });
    const payerToken = (await signIn(t.app, payer.email)).access_token;
    expect((await call(t.app, "GET", "/cabinet/legitimation", { token: payerToken })).status).toBe(403);
    expect((await call(t.app, "GET", "/cabinet/bank_accounts", { token: payerToken })).status).toBe(403);
  });
});

describe("team members", () => {
  it("a team member manages the selected seller's verification; a sales team member cannot", async () => {
    const { user } = await newSeller();
    const { member, sales } = await givenTeam(t.deps, user.id);
    const headers = { "x-seller-id": String(user.id) };
    const memberToken = (await signIn(t.app, member.email)).access_token;
    const saved = await call(t.app, "PUT", "/cabinet/legitimation/head_quarter", {
      token: memberToken,
      headers,
      body: INDIVIDUAL_HEAD_QUARTER,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.legitimation.seller_id).toBe(user.id);
    const account = await call(t.app, "POST", "/cabinet/bank_accounts", {
      token: memberToken,
      headers,
      body: { owner_name: "Erika", ...DE_BANK, currency: "eur" },
    });
    expect(account.body.bank_account.seller_id).toBe(user.id);
    const salesToken = (await signIn(t.app, sales.email)).access_token;
    expect((await call(t.app, "GET", "/cabinet/legitimation", { token: salesToken, headers })).status).toBe(
      403,
    );
    expect((await call(t.app, "GET", "/cabinet/bank_accounts", { token: salesToken, headers })).status).toBe(
      403,
    );
  });
});

describe("concurrency", () => {
  it("many first saves of the head quarter at once make one legitimation", async () => {
    const { user, v } = await newSeller();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => v.headQuarter(INDIVIDUAL_HEAD_QUARTER)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const rows = await t.deps.db.select().from(legitimations).where(eq(legitimations.sellerId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.step).toBe("legal_representative");
  });

  it("many review requests at once send the legitimation once", async () => {
    const { v } = await newSeller();
    await v.headQuarter(INDIVIDUAL_HEAD_QUARTER);
    await v.legalRepresentative(LEGAL_REPRESENTATIVE);
    const file = await v.uploadFile();
    await v.addDocument({ kind: "id_from_front", file_id: file.body.file.id });
    const answers = await Promise.all(Array.from({ length: 10 }, () => v.requestReview()));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.error.param === "step")).toBe(true);
  });

  it("accounts activated at once leave exactly one activated", async () => {
    const { user, token, v } = await newSeller();
    await submitIndividualLegitimation(t.app, token);
    await until(
      () => v.show(),
      (r) => r.body.legitimation.step === "registered",
    );
    const n = process.env.TEST_DATABASE_URL ? 12 : 4;
    const added = await Promise.all(
      Array.from({ length: n }, () => v.addBankAccount({ owner_name: "Erika", ...DE_BANK, currency: "eur" })),
    );
    expect(added.every((a) => a.status === 201)).toBe(true);
    const settled = await until(
      () => t.deps.db.select().from(bankAccounts).where(eq(bankAccounts.sellerId, user.id)),
      (rows) => rows.every((r) => r.state === "activated" || r.state === "deactivated"),
      30_000,
    );
    expect(settled.filter((r) => r.state === "activated")).toHaveLength(1);
  });
});
