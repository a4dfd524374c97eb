import type { FastifyInstance } from "fastify";
import type { Deps } from "../../src/platform/deps.ts";
import { call, signIn, type Call } from "./api.ts";
import { upload } from "./multipart.ts";
import { givenUser } from "./users.ts";

// Seller verification through the real routes (sandbox KYC provider, a manager's decision), for
// the verification tests and for other contexts' tests that need a seller who may be paid out.

/** A tiny but real PDF (file-type recognises it by its header). */
export const KYC_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A valid German IBAN with its bank's BIC. */
export const DE_BANK = { iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX", country: "DE" } as const;

export const INDIVIDUAL_HEAD_QUARTER = {
  legal_form: "individual",
  street: "Hauptstraße",
  street_number: "5",
  zip: "10115",
  city: "Berlin",
  country_code: "DE",
  phone: "+49 30 1234567",
};

export const COMPANY_HEAD_QUARTER = {
  ...INDIVIDUAL_HEAD_QUARTER,
  legal_form: "company",
  company: "Muster GmbH",
  vat_payer: true,
  registration_location: "Amtsgericht Berlin",
};

export const LEGAL_REPRESENTATIVE = {
  first_name: "Erika",
  last_name: "Mustermann",
  birthday: "1980-04-12",
  nationality: "DE",
};

export const UBO = {
  ...LEGAL_REPRESENTATIVE,
  street: "Hauptstraße",
  zip: "10115",
  city: "Berlin",
  country_code: "DE",
  birthplace_city: "Hamburg",
  birthplace_country: "DE",
};

/** The payee area whose own verification routes a client calls: the seller's cabinet unless named. */
export type PayeeArea = "/cabinet" | "/publish" | "/team_member";

/** The seller's (or another payee's, by area) verification routes with their token (and locale). */
export function verificationClient(
  app: FastifyInstance,
  token: string,
  locale?: string,
  area: PayeeArea = "/cabinet",
) {
  const base = `${area}/legitimation`;
  return {
    show: () => call(app, "GET", base, { token, locale }),
    headQuarter: (body: unknown) => call(app, "PUT", `${base}/head_quarter`, { token, locale, body }),
    legalRepresentative: (body: unknown) =>
      call(app, "PUT", `${base}/legal_representative`, { token, locale, body }),
    addDocument: (body: unknown) => call(app, "POST", `${base}/documents`, { token, locale, body }),
    removeDocument: (id: number) => call(app, "DELETE", `${base}/documents/${id}`, { token, locale }),
    completeDocuments: () => call(app, "POST", `${base}/complete_documents`, { token, locale }),
    addUbo: (body: unknown) => call(app, "POST", `${base}/ubos`, { token, locale, body }),
    requestReview: () => call(app, "POST", `${base}/request_review`, { token, locale }),
    change: () => call(app, "POST", `${base}/change`, { token, locale }),
    bankAccounts: () => call(app, "GET", `${area}/bank_accounts`, { token, locale }),
    addBankAccount: (body: unknown) => call(app, "POST", `${area}/bank_accounts`, { token, locale, body }),
    deactivate: (id: number) =>
      call(app, "POST", `${area}/bank_accounts/${id}/deactivate`, { token, locale }),
    /** Uploads a KYC document file (purpose kyc_document); answers the upload's Call. */
    uploadFile: (filename = "id-front.pdf", content: Buffer = KYC_PDF) =>
      upload(
        app,
        token,
        "kyc_document",
        [{ name: "file", filename, content, contentType: "application/pdf" }],
        locale ? { "x-locale": locale } : {},
        area,
      ),
  };
}

/** Waits (polling) until `read` answers something `done` accepts; the jobs run in the background. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function expectOk(res: Call, what: string): Call {
  if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** Fills every step of an individual's legitimation and asks for review (requested). */
export async function submitIndividualLegitimation(
  app: FastifyInstance,
  sellerToken: string,
  area: PayeeArea = "/cabinet",
) {
  const v = verificationClient(app, sellerToken, undefined, area);
  expectOk(await v.headQuarter(INDIVIDUAL_HEAD_QUARTER), "head_quarter");
  expectOk(await v.legalRepresentative(LEGAL_REPRESENTATIVE), "legal_representative");
  const file = expectOk(await v.uploadFile(), "upload");
  expectOk(await v.addDocument({ kind: "id_from_front", file_id: file.body.file.id }), "document");
  return expectOk(await v.requestReview(), "request_review").body.legitimation;
}

/** A manager's access token (a fresh manager user). */
export async function managerToken(t: { app: FastifyInstance; deps: Deps }): Promise<string> {
  const manager = await givenUser(t.deps, { profiles: ["manager"] });
  return (await signIn(t.app, manager.email)).access_token;
}

/**
 * Makes the seller payable: an individual's legitimation through every step, a bank account,
 * the sandbox provider's validation, and a manager's acceptance — all through the real routes.
 * Ends when the legitimation is legitimated and the bank account activated.
 */
export async function verifySellerForPayouts(
  t: { app: FastifyInstance; deps: Deps },
  sellerToken: string,
  options: { currency?: "eur" | "pln" | "chf" | "gbp"; area?: PayeeArea } = {},
): Promise<{ legitimationId: number; bankAccountId: number }> {
  const v = verificationClient(t.app, sellerToken, undefined, options.area);
  const submitted = await submitIndividualLegitimation(t.app, sellerToken, options.area);
  const account = expectOk(
    await v.addBankAccount({
      owner_name: "Erika Mustermann",
      ...DE_BANK,
      currency: options.currency ?? "eur",
    }),
    "bank account",
  ).body.bank_account;
  await until(
    () => v.show(),
    (res) => res.body.legitimation?.step === "registered",
  );
  const manager = await managerToken(t);
  expectOk(
    await call(t.app, "POST", `/admin/legitimations/${submitted.id}/accept`, { token: manager }),
    "accept",
  );
  await until(
    () => v.bankAccounts(),
    (res) =>
      res.body.list.some(
        (a: { id: number; state: string }) => a.id === account.id && a.state === "activated",
      ),
  );
  return { legitimationId: submitted.id, bankAccountId: account.id };
}
