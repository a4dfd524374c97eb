import type { DocumentState } from "@sellwerk/domain";
import type {
  KycDocumentUpload,
  KycPerson,
  KycProvider,
  KycUbo,
  ProviderBankAccount,
} from "../../../verification/providers/kyc-provider.ts";
import type { MangopayAddress, MangopayApi, UserInput } from "./api.ts";
import { BankAccountError, idempotencyKey } from "./client.ts";
import { walletFor } from "./wallets.ts";

/**
 * Our document kinds as Mangopay's KYC document types. Mangopay knows five; the further
 * documents a seller may add (other_doc_*) are proofs of registration, the closest it has.
 */
const DOCUMENT_TYPES: Record<string, string> = {
  id_from_front: "IDENTITY_PROOF",
  id_from_back: "IDENTITY_PROOF",
  id_verification: "IDENTITY_PROOF",
  proof_doc: "ADDRESS_PROOF",
  company_lr: "REGISTRATION_PROOF",
  article_doc: "ARTICLES_OF_ASSOCIATION",
  shareholder_declaration: "SHAREHOLDER_DECLARATION",
  other_doc_1: "REGISTRATION_PROOF",
  other_doc_2: "REGISTRATION_PROOF",
};

type Fields = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === "string" && v ? v : undefined);

function address(fields: Fields): MangopayAddress {
  return {
    AddressLine1: [str(fields.street), str(fields.street_number)].filter(Boolean).join(" "),
    City: str(fields.city),
    PostalCode: str(fields.zip),
    Country: str(fields.country_code),
  };
}

/** A date (YYYY-MM-DD) as Mangopay's birthday: Unix seconds at midnight UTC. */
function unixDay(value: unknown): number | undefined {
  const day = str(value);
  return day ? Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) : undefined;
}

/** The seller as a Mangopay OWNER user: a natural person, or a legal one with its representative. */
export function userOf(reference: string, person: KycPerson): UserInput {
  const hq = person.headQuarter;
  const rep = person.legalRepresentative;
  if (person.legalForm === "individual")
    return {
      PersonType: "NATURAL",
      UserCategory: "OWNER",
      TermsAndConditionsAccepted: true,
      Tag: reference,
      Email: person.email,
      FirstName: str(rep.first_name),
      LastName: str(rep.last_name),
      Birthday: unixDay(rep.birthday),
      Nationality: str(rep.nationality),
      CountryOfResidence: str(hq.country_code),
      Address: address(hq),
    };
  return {
    PersonType: "LEGAL",
    UserCategory: "OWNER",
    TermsAndConditionsAccepted: true,
    Tag: reference,
    Email: person.email,
    LegalPersonType: person.legalForm === "non_profit" ? "ORGANIZATION" : "BUSINESS",
    Name: str(hq.company),
    HeadquartersAddress: address(hq),
    LegalRepresentativeFirstName: str(rep.first_name),
    LegalRepresentativeLastName: str(rep.last_name),
    LegalRepresentativeBirthday: unixDay(rep.birthday),
    LegalRepresentativeNationality: str(rep.nationality),
    LegalRepresentativeCountryOfResidence: str(hq.country_code),
    LegalRepresentativeEmail: person.email,
  };
}

/** A beneficial owner as Mangopay's UBO. */
function uboOf(person: Fields) {
  return {
    FirstName: str(person.first_name),
    LastName: str(person.last_name),
    Birthday: unixDay(person.birthday),
    Nationality: str(person.nationality),
    Address: address(person),
    Birthplace: { City: str(person.birthplace_city), Country: str(person.birthplace_country) },
  };
}

/**
 * The bank_account KYC provider (Mangopay): the seller's OWNER user with a EUR wallet, KYC
 * documents (created, one page, validation asked), a company's UBO declaration, and IBAN bank
 * accounts. Every creation carries an idempotency key named by our own row, so a job retried
 * after a lost answer gets Mangopay's first answer instead of a second object. The verdicts come
 * back by hook (bank-account/notifications.ts), read back from the API.
 */
export class BankAccountKycProvider implements KycProvider {
  readonly name = "bank_account";

  constructor(private readonly api: MangopayApi) {}

  async createUser(reference: string, person: KycPerson): Promise<{ userId: string }> {
    const user = await this.api.createUser(userOf(reference, person), idempotencyKey("user", reference));
    await walletFor(this.api, user.Id, "EUR");
    return { userId: user.Id };
  }

  async submitDocument(
    userId: string,
    document: KycDocumentUpload,
  ): Promise<{ documentId: string; state: DocumentState }> {
    const stream = await document.bytes();
    const chunks: Buffer[] = [];
    if (stream) for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    const created = await this.api.createKycDocument(
      userId,
      { Type: DOCUMENT_TYPES[document.kind] ?? "IDENTITY_PROOF", Tag: document.reference },
      idempotencyKey("document", document.reference),
    );
    await this.api.addKycPage(
      userId,
      created.Id,
      Buffer.concat(chunks).toString("base64"),
      idempotencyKey("page", document.reference),
    );
    const asked = await this.api.askKycValidation(userId, created.Id);
    return {
      documentId: created.Id,
      state: asked.Status === "VALIDATION_ASKED" ? "validation_asked" : "sent",
    };
  }

  async submitUbos(userId: string, reference: string, ubos: KycUbo[]): Promise<{ declarationId: string }> {
    const created = await this.api.createUboDeclaration(userId, idempotencyKey("ubo-declaration", reference));
    // A repeated creation is answered with the first answer: the declaration as it is now says
    // whether its owners were added and validation asked already.
    const declaration = await this.api.getUboDeclaration(created.Id);
    if (declaration.Status !== "CREATED") return { declarationId: declaration.Id };
    for (const ubo of ubos)
      await this.api.addUbo(
        userId,
        declaration.Id,
        uboOf(ubo.person),
        idempotencyKey("ubo", reference, ubo.id),
      );
    await this.api.askUboValidation(userId, declaration.Id);
    return { declarationId: declaration.Id };
  }

  async createBankAccount(userId: string, account: ProviderBankAccount) {
    // Mangopay wants the owner's address with the account: the user's own, read back.
    const user = await this.api.getUser(userId);
    try {
      const created = await this.api.createIbanAccount(
        userId,
        {
          OwnerName: account.ownerName,
          OwnerAddress: user.Address ?? user.HeadquartersAddress ?? {},
          IBAN: account.iban,
          BIC: account.bic,
        },
        idempotencyKey("iban", userId, account.iban),
      );
      return {
        accountId: created.Id,
        state: created.Active ? ("activated" as const) : ("rejected" as const),
      };
    } catch (err) {
      // Mangopay refused the account itself (a parameter error names the field): the account is
      // rejected with that reason; a failure of the provider is thrown for the job to retry.
      if (err instanceof BankAccountError && !err.transient && err.status === 400)
        return {
          accountId: "",
          state: "rejected" as const,
          reason: Object.values(err.fields)[0] ?? err.message,
        };
      throw err;
    }
  }

  async deactivateBankAccount(userId: string, accountId: string): Promise<void> {
    await this.api.deactivateBankAccount(userId, accountId);
  }
}
