import type { DocumentState } from "@sellwerk/domain";
import type {
  KycDocumentUpload,
  KycPerson,
  KycProvider,
  ProviderBankAccount,
} from "../../../verification/providers/kyc-provider.ts";
import { EWalletError } from "./client.ts";
import type { EWalletApi } from "./api.ts";
import { ibanState } from "./statuses.ts";

/** The API's error code for "a wallet with this id exists already" (a repeated creation). */
const WALLET_EXISTS = "152";

/**
 * Our document kinds as the provider's document types: 0 identity card, 1 proof of address,
 * 7 company registration, 11–20 further documents (statutes, shareholder declaration, …).
 */
const DOCUMENT_TYPES: Record<string, number> = {
  id_from_front: 0,
  id_from_back: 0,
  proof_doc: 1,
  company_lr: 7,
  article_doc: 11,
  other_doc_1: 12,
  other_doc_2: 13,
  id_verification: 14,
  shareholder_declaration: 15,
};

/**
 * The e_wallet KYC provider: the seller's wallet (an account named by our reference, so a retry
 * finds the one it made), KYC documents uploaded to it, and the payout IBAN registered on it.
 * The provider's verdicts — wallet KYC level, document status — come back as notifications
 * (e-wallet/notifications.ts).
 */
export class EWalletKycProvider implements KycProvider {
  readonly name = "e_wallet";

  constructor(private readonly api: EWalletApi) {}

  async createUser(reference: string, person: KycPerson): Promise<{ userId: string }> {
    const hq = person.headQuarter as Record<string, string | undefined>;
    const rep = person.legalRepresentative as Record<string, string | undefined>;
    const individual = {
      accountId: reference,
      email: person.email,
      firstName: rep.first_name ?? "",
      lastName: rep.last_name ?? "",
      nationality: rep.nationality,
      birth: rep.birthday ? { date: rep.birthday } : undefined,
      adresse: {
        street: [hq.street, hq.street_number].filter(Boolean).join(" "),
        postCode: hq.zip,
        city: hq.city,
        country: hq.country_code,
      },
      payerOrBeneficiary: 2 as const,
    };
    try {
      const created =
        person.legalForm === "individual"
          ? await this.api.createIndividual(individual)
          : await this.api.createLegal({ ...individual, company: { name: hq.company ?? "" } });
      return { userId: created.account.id };
    } catch (err) {
      if (err instanceof EWalletError && err.code === WALLET_EXISTS) return { userId: reference };
      throw err;
    }
  }

  async submitDocument(
    userId: string,
    document: KycDocumentUpload,
  ): Promise<{ documentId: string; state: DocumentState }> {
    const stream = await document.bytes();
    const chunks: Buffer[] = [];
    if (stream) for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    const uploaded = await this.api.uploadDocument(userId, {
      fileName: document.filename,
      type: DOCUMENT_TYPES[document.kind] ?? 11,
      buffer: Buffer.concat(chunks).toString("base64"),
    });
    return { documentId: String(uploaded.uploadDocument.id), state: "validation_asked" };
  }

  async createBankAccount(userId: string, account: ProviderBankAccount) {
    const iban = await this.api.registerIban({
      accountId: userId,
      holder: account.ownerName,
      bic: account.bic,
      iban: account.iban,
      domiciliation1: account.bic,
      domiciliation2: account.country,
    });
    const state = ibanState(iban.status);
    return {
      accountId: String(iban.id),
      state,
      ...(state === "rejected" ? { reason: `iban_status_${iban.status}` } : {}),
    };
  }
}
