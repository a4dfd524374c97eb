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

  /**
   * The payout account as a Mangopay Recipient (docs/verification.md "Recipients"): bank accounts
   * made through the legacy endpoints after 30 April 2026 cannot be paid out to (121018). The
   * payout method is the one Mangopay offers for the account's country and currency (local
   * transfer first), the account fields those its schema names. The recipient waits (PENDING)
   * for its owner to pass SCA on Mangopay's page (bankAccountConfirmation); RECIPIENT_ACTIVE
   * activates it (notifications.ts).
   */
  async createBankAccount(userId: string, account: ProviderBankAccount) {
    // The recipient names its holder with an address: the user's own, read back.
    const user = await this.api.getUser(userId);
    try {
      const country = account.country.toUpperCase();
      const currency = account.currency.toUpperCase();
      const offered = (await this.api.getPayoutMethods(country, currency)).AvailablePayoutMethods ?? [];
      const method = offered.includes("LocalBankTransfer")
        ? "LocalBankTransfer"
        : offered.includes("InternationalBankTransfer")
          ? "InternationalBankTransfer"
          : null;
      if (!method) return { accountId: "", state: "rejected" as const, reason: "payout_method_unavailable" };
      const type = user.PersonType === "LEGAL" ? "Business" : "Individual";
      const schema = await this.api.getRecipientSchema(method, type, currency, country);
      const fields =
        method === "LocalBankTransfer"
          ? schema.LocalBankTransfer?.[currency]
          : schema.InternationalBankTransfer;
      const details = accountDetails(fields ?? {}, account);
      if (!details) return { accountId: "", state: "rejected" as const, reason: "payout_method_unavailable" };
      const holderAddress = user.Address ?? user.HeadquartersAddress ?? {};
      const recipient = await this.api.createRecipient(
        userId,
        {
          DisplayName: displayName(account),
          PayoutMethodType: method,
          RecipientType: type,
          Currency: currency,
          Country: country,
          RecipientScope: "PAYOUT",
          Tag: `bank_account_${account.id}`,
          ...(type === "Business"
            ? { BusinessRecipient: { BusinessName: account.ownerName, Address: holderAddress } }
            : { IndividualRecipient: { ...personName(account.ownerName, user), Address: holderAddress } }),
          [method]: method === "LocalBankTransfer" ? { [currency]: details } : details,
        },
        idempotencyKey("recipient", account.id),
      );
      return {
        accountId: recipient.Id,
        state:
          recipient.Status === "ACTIVE"
            ? ("activated" as const)
            : recipient.Status === "PENDING"
              ? ("waiting" as const)
              : ("rejected" as const),
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
    // Accounts registered before Recipients were legacy bank accounts, deactivated as such.
    if (isRecipientId(accountId)) {
      const recipient = await this.api.getRecipient(accountId);
      if (recipient.Status === "ACTIVE") await this.api.deactivateRecipient(accountId);
      return;
    }
    await this.api.deactivateBankAccount(userId, accountId);
  }

  async bankAccountConfirmation(accountId: string, returnUrl: string): Promise<string | null> {
    if (!isRecipientId(accountId)) return null;
    const recipient = await this.api.getRecipient(accountId);
    const page = recipient.Status === "PENDING" ? recipient.PendingUserAction?.RedirectUrl : null;
    if (!page) return null;
    const url = new URL(page);
    url.searchParams.set("returnUrl", returnUrl);
    return url.toString();
  }
}

/** Mangopay's recipient ids start with "rec_"; legacy bank account ids do not. */
export const isRecipientId = (id: string) => id.startsWith("rec_");

/**
 * The account fields the schema asks for, from ours: the IBAN (named IBAN, or AccountNumber for
 * IBAN countries) and the BIC where the schema has one. Null when it asks for a field we do not
 * hold (a US or Canadian account format): such an account cannot be registered from an IBAN.
 */
export function accountDetails(
  schema: Record<string, { Required?: boolean }>,
  account: Pick<ProviderBankAccount, "iban" | "bic">,
): Record<string, string> | null {
  const ours: Record<string, string> = {
    IBAN: account.iban.replace(/\s/g, "").toUpperCase(),
    AccountNumber: account.iban.replace(/\s/g, "").toUpperCase(),
    BIC: account.bic.replace(/\s/g, "").toUpperCase(),
  };
  const details: Record<string, string> = {};
  for (const [field, spec] of Object.entries(schema)) {
    if (field === "IBAN" || field === "AccountNumber") details[field] = ours[field]!;
    else if (field === "BIC" && ours.BIC) details.BIC = ours.BIC;
    else if (spec?.Required) return null;
  }
  // IBAN and AccountNumber are alternatives of one schema: send the one it names, once.
  if (details.IBAN && details.AccountNumber) delete details.AccountNumber;
  return details.IBAN || details.AccountNumber ? details : null;
}

/** 1–50 characters without & , ' / (Mangopay's rule): currency, country and the IBAN's end. */
function displayName(account: ProviderBankAccount): string {
  const iban = account.iban.replace(/\s/g, "");
  return `${account.currency.toUpperCase()} ${account.country.toUpperCase()} IBAN ${iban.slice(-4)}`;
}

/** An individual holder's names: the account's owner name split at its last word, else the user's. */
function personName(ownerName: string, user: { FirstName?: string | null; LastName?: string | null }) {
  const words = ownerName.trim().split(/\s+/);
  if (words.length >= 2) return { FirstName: words.slice(0, -1).join(" "), LastName: words.at(-1)! };
  return { FirstName: user.FirstName ?? ownerName, LastName: user.LastName ?? ownerName };
}
