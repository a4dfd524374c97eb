// Roles (spec core §1) and the sign-up "about you" choices (spec two §9).
export const PROFILE_TYPES = [
  "seller",
  "publisher",
  "platform_affiliate",
  "team_member",
  "sales_team_member",
  "payer",
  "manager",
  "reseller",
] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** The roles a person can pick when signing up; the others are granted. */
export const SIGN_UP_PROFILE_TYPES = ["seller", "publisher", "payer"] as const;
export type SignUpProfileType = (typeof SIGN_UP_PROFILE_TYPES)[number];

export const COMPANY_SIZES = ["1-5", "6-20", "21-99", "100-500", "500+"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const COMPANY_POSITIONS = [
  "founder",
  "c_level",
  "product_manager",
  "marketing_manager",
  "project_manager",
  "agency",
  "freelancer",
  "solopreneur",
  "other",
] as const;
export type CompanyPosition = (typeof COMPANY_POSITIONS)[number];

/** Profile step minimums listed by spec core §9 without naming their fields; kept for the forms that need them. */
export const PROFILE_STEP_MINIMUMS = [2, 40, 5] as const;

// Seller verification vocabulary (spec core §3).
export const BUSINESS_TYPES = ["sole_trader", "business", "organization"] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const LEGAL_FORMS = ["individual", "company", "non_profit"] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];
export const PROFILE_BUSINESS_TYPES = ["natural", "entity"] as const;
export type ProfileBusinessType = (typeof PROFILE_BUSINESS_TYPES)[number];
export const TAX_NUMBER_TYPES = ["number", "identification_number"] as const;
export type TaxNumberType = (typeof TAX_NUMBER_TYPES)[number];
export const VAT_EXEMPTION_REASONS = [
  "small_business",
  "educational",
  "regulated_profession",
  "other",
] as const;
export type VatExemptionReason = (typeof VAT_EXEMPTION_REASONS)[number];

export const KYC_DOCUMENT_KINDS = [
  "id_from_front",
  "id_from_back",
  "proof_doc",
  "company_lr",
  "article_doc",
  "other_doc_1",
  "other_doc_2",
  "id_verification",
  "shareholder_declaration",
] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

export const RESELLER_SELLING_MODES = ["selling_none", "selling_by_ownself", "selling_via_reseller"] as const;
export const RESELLER_APPROVAL_STATES = ["waiting", "approved", "rejected", "canceled"] as const;
export const RESELLER_OPEN_STATES = ["open", "close"] as const;

export const SALUTATIONS = ["mr", "mrs", "non_binary", "dr", "none"] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** Account deletion wizard steps run from -1 (reason) to 5 (spec core §2). */
export const ACCOUNT_DELETION_STEP_MIN = -1;
export const ACCOUNT_DELETION_STEP_MAX = 5;
export const ACCOUNT_DELETION_MODES = ["deactivation", "deletion"] as const;
