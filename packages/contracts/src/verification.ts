import {
  ADMIN_LEGITIMATION_STATES,
  BANK_ACCOUNT_STATES,
  BANK_COUNTRIES,
  checkAdult,
  checkBic,
  checkPhone,
  DOCUMENT_STATES,
  WALLET_KYC_STATES,
  isCountryCode,
  KYC_DOCUMENT_KINDS,
  LEGAL_FORMS,
  LEGITIMATION_STEPS,
  normalizeBic,
  PAYOUT_CURRENCIES,
} from "@sellwerk/domain";
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { z, fromCheck, text } from "./zod.ts";
import { listQuery, listResponse, queryBoolean, queryDate } from "./list.ts";
import { dateTime, recordId } from "./product-parts.ts";

// Seller verification (spec core §3 "Seller verification (KYC)", §4 states, §9 bank countries
// and payout currencies; docs/verification.md). Field names are the spec's, in snake_case on the
// wire like every route.

const countryCode = z.string().trim().toUpperCase().refine(isCountryCode, { message: "invalid_value" });
/** A birthday as yyyy-mm-dd of someone at least 18 years old today. */
const birthday = z.iso.date().superRefine(fromCheck((value: string) => checkAdult(value, new Date())));
const phone = z.string().trim().max(30).superRefine(fromCheck(checkPhone));

/** Address fields of the head quarter and of a beneficial owner. */
const address = {
  street: text(60, 2),
  street_number: z.string().trim().max(10).optional(),
  zip: text(10, 3),
  city: text(60, 2),
  country_code: countryCode,
};

/**
 * Step head_quarter: where the seller is. Entities (company, non_profit) add the company's name,
 * whether it pays VAT, and where it is registered; region where their country has one.
 */
export const headQuarterBody = z
  .strictObject({
    legal_form: z.enum(LEGAL_FORMS),
    ...address,
    region: z.string().trim().max(60).optional(),
    phone,
    company: z.string().trim().max(60).optional(),
    vat_payer: z.boolean().optional(),
    registration_location: z.string().trim().max(60).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.legal_form === "individual") return;
    for (const field of ["company", "registration_location"] as const)
      if (!body[field] || body[field].length < 2)
        ctx.addIssue({ code: "custom", path: [field], message: "required" });
    if (body.vat_payer === undefined)
      ctx.addIssue({ code: "custom", path: ["vat_payer"], message: "required" });
  });
export type HeadQuarterBody = z.infer<typeof headQuarterBody>;

/** Step legal_representative: the person who acts for the seller (the seller, for individuals). */
export const legalRepresentativeBody = z.strictObject({
  first_name: text(50, 2),
  last_name: text(50, 2),
  birthday,
  nationality: countryCode,
});
export type LegalRepresentativeBody = z.infer<typeof legalRepresentativeBody>;

/** Step ubo: an ultimate beneficial owner of a company. */
export const uboBody = z.strictObject({
  first_name: text(50, 2),
  last_name: text(50, 2),
  birthday,
  nationality: countryCode,
  ...address,
  region: z.string().trim().max(60).optional(),
  birthplace_city: text(60, 2),
  birthplace_country: countryCode,
});
export type UboBody = z.infer<typeof uboBody>;

/** Step documents: a file uploaded with purpose kyc_document, named as a document kind. */
export const documentBody = z.strictObject({
  kind: z.enum(KYC_DOCUMENT_KINDS),
  file_id: z.number().int().positive(),
});

export const legitimationDocument = z.object({
  id: z.number().int(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  state: z.enum(DOCUMENT_STATES),
  refusal_reason: z.string().nullable(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** Signed link to the file (the seller's and the manager's screens). */
  url: z.string(),
  created_at: dateTime,
});

export const ubo = uboBody.extend({ id: z.number().int(), birthday: z.string() });

export const legitimation = z.object({
  id: z.number().int(),
  seller_id: z.number().int(),
  legal_form: z.enum(LEGAL_FORMS),
  step: z.enum(LEGITIMATION_STEPS),
  admin_state: z.enum(ADMIN_LEGITIMATION_STATES),
  /** The form's steps for this legal form, in order (the wizard's progress). */
  steps: z.array(z.enum(LEGITIMATION_STEPS)),
  head_quarter: z.record(z.string(), z.unknown()).nullable(),
  legal_representative: z.record(z.string(), z.unknown()).nullable(),
  documents: z.array(legitimationDocument),
  ubos: z.array(ubo),
  /** Kinds still to upload before review can be asked. */
  missing_documents: z.array(z.enum(KYC_DOCUMENT_KINDS)),
  rejection_reason: z.string().nullable(),
  /** The wallet's KYC level at a wallet provider (e_wallet); null with other providers. Payouts need kyc_2. */
  wallet_kyc_state: z.enum(WALLET_KYC_STATES).nullable(),
  requested_at: dateTime.nullable(),
  decided_at: dateTime.nullable(),
  created_at: dateTime,
  updated_at: dateTime,
});
export type Legitimation = z.infer<typeof legitimation>;
/** The seller's legitimation, or null before the first step was saved. */
export const legitimationEnvelope = z.object({ legitimation: legitimation.nullable() });

export const documentParams = z.object({ id: recordId });
export const documentFileQuery = z.object({
  expires: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  sig: z.string().max(64),
});

// --- bank accounts ---

/** An IBAN as typed (spaces, lower case) in its electronic form, as ibantools writes it. */
const ibanForm = (value: string) => electronicFormatIBAN(value) ?? value.replace(/\s+/g, "").toUpperCase();

/** The IBAN in its electronic form, or null when ibantools does not take it (checkout SEPA input). */
export function electronicIban(value: string): string | null {
  const form = ibanForm(value.trim());
  return isValidIBAN(form) ? form : null;
}

/** An IBAN as typed (spaces, lower case) is checked in its electronic form by ibantools. */
const iban = z
  .string()
  .trim()
  .max(50)
  .transform(ibanForm)
  .refine((v) => isValidIBAN(v), { message: "invalid_iban" });
/** The spec's shape (8 or 11 letters and digits), then the library's check of a real BIC. */
const bic = z
  .string()
  .trim()
  .max(20)
  .superRefine(fromCheck(checkBic))
  .transform(normalizeBic)
  .refine((v) => isValidBIC(v), { message: "invalid_bic" });

export const bankAccountBody = z
  .strictObject({
    owner_name: text(100, 2),
    iban,
    bic,
    country: z.enum(BANK_COUNTRIES),
    currency: z.enum(PAYOUT_CURRENCIES),
  })
  .superRefine((body, ctx) => {
    // The account is in the country the seller names: the IBAN starts with its code.
    if (!body.iban.startsWith(body.country))
      ctx.addIssue({ code: "custom", path: ["iban"], message: "iban_country_mismatch" });
  });
export type BankAccountBody = z.infer<typeof bankAccountBody>;

export const bankAccount = z.object({
  id: z.number().int(),
  seller_id: z.number().int(),
  owner_name: z.string(),
  iban_masked: z.string(),
  bic: z.string(),
  country: z.enum(BANK_COUNTRIES),
  currency: z.enum(PAYOUT_CURRENCIES),
  state: z.enum(BANK_ACCOUNT_STATES),
  /** A provider's reason, or our code (sca_not_completed, payout_method_unavailable). */
  failure_reason: z.string().nullable(),
  /**
   * The account waits for its holder to confirm it on the provider's page (Mangopay's strong
   * customer authentication of a new payout account): GET …/bank_accounts/{id}/confirmation.
   */
  confirmation_required: z.boolean(),
  activated_at: dateTime.nullable(),
  deactivated_at: dateTime.nullable(),
  created_at: dateTime,
});
export type BankAccount = z.infer<typeof bankAccount>;
/** Where the holder confirms the account: the provider's page, which returns to their bank accounts. */
export const bankAccountConfirmation = z.object({ redirect_url: z.string() });
export const bankAccountEnvelope = z.object({ bank_account: bankAccount });
export const bankAccountList = z.object({ list: z.array(bankAccount) });

// --- admin ---

const sellerParts = {
  seller_email: z.string(),
  seller_name: z.string(),
};

export const adminBankAccount = bankAccount.extend(sellerParts);
export const adminBankAccountsQuery = listQuery(
  { sortKeys: ["created_at", "state", "id"], defaultSortKey: "created_at", admin: true },
  {
    state: z.enum(BANK_ACCOUNT_STATES).optional(),
    country: z.enum(BANK_COUNTRIES).optional(),
    currency: z.enum(PAYOUT_CURRENCIES).optional(),
    seller_id: recordId.optional(),
    created_from: queryDate,
    created_till: queryDate,
  },
);
export type AdminBankAccountsQuery = z.infer<typeof adminBankAccountsQuery>;

export const adminLegitimationItem = z.object({
  id: z.number().int(),
  seller_id: z.number().int(),
  ...sellerParts,
  legal_form: z.enum(LEGAL_FORMS),
  step: z.enum(LEGITIMATION_STEPS),
  admin_state: z.enum(ADMIN_LEGITIMATION_STATES),
  company: z.string().nullable(),
  documents_count: z.number().int(),
  requested_at: dateTime.nullable(),
  decided_at: dateTime.nullable(),
  updated_at: dateTime,
});
export type AdminLegitimationItem = z.infer<typeof adminLegitimationItem>;
export const adminLegitimationsQuery = listQuery(
  { sortKeys: ["requested_at", "updated_at", "id"], defaultSortKey: "requested_at", admin: true },
  {
    step: z.enum(LEGITIMATION_STEPS).optional(),
    /** Waiting for a manager: in_review or registered. */
    waiting: queryBoolean,
    admin_state: z.enum(ADMIN_LEGITIMATION_STATES).optional(),
    legal_form: z.enum(LEGAL_FORMS).optional(),
    seller_id: recordId.optional(),
    requested_from: queryDate,
    requested_till: queryDate,
  },
);
export type AdminLegitimationsQuery = z.infer<typeof adminLegitimationsQuery>;
export const adminLegitimation = legitimation.extend(sellerParts);
export const adminLegitimationEnvelope = z.object({ legitimation: adminLegitimation });

export const legitimationHistoryItem = z.object({
  id: z.number().int(),
  legitimation_id: z.number().int(),
  seller_id: z.number().int(),
  ...sellerParts,
  legal_form: z.enum(LEGAL_FORMS),
  step: z.enum(LEGITIMATION_STEPS),
  admin_state: z.enum(ADMIN_LEGITIMATION_STATES),
  reason: z.string().nullable(),
  decided_by_email: z.string().nullable(),
  /** Head quarter, legal representative, documents and owners as they were decided on. */
  snapshot: z.record(z.string(), z.unknown()),
  recorded_at: dateTime,
});
export const legitimationHistoryQuery = listQuery(
  { sortKeys: ["recorded_at", "id"], defaultSortKey: "recorded_at", admin: true },
  {
    admin_state: z.enum(ADMIN_LEGITIMATION_STATES).optional(),
    seller_id: recordId.optional(),
    recorded_from: queryDate,
    recorded_till: queryDate,
  },
);
export type LegitimationHistoryQuery = z.infer<typeof legitimationHistoryQuery>;

export const rejectLegitimationBody = z.strictObject({ reason: text(500, 3) });

export const adminBankAccountsList = listResponse(adminBankAccount);
export const adminLegitimationsList = listResponse(adminLegitimationItem);
export const legitimationHistoryList = listResponse(legitimationHistoryItem);
