import {
  HOME_COUNTRY,
  isBlank,
  requiredProfileFields,
  SELLER_PROFILE_FIELDS,
  taxNumberApplicable,
  validateSellerProfile,
  type ProfileBusinessType,
  type SellerProfileField,
} from "@sellwerk/domain";
import { codeIssue, type Issues } from "../products/editor/steps/form/issues.ts";

// The seller profile form (spec core §3 seller verification, §5 required profile fields). The
// domain's rules decide what is required and what is wrong; saving with fields still missing is
// allowed (registration in steps), saving wrong values is not.

export type ProfileValue = string | boolean | null;
export type ProfileValues = Partial<Record<SellerProfileField, ProfileValue>>;

/** The fields this form offers, in the order they are asked. */
export const FORM_FIELDS: readonly SellerProfileField[] = [
  "businessType",
  "company",
  "firstName",
  "lastName",
  "birthday",
  "street",
  "streetNumber",
  "zip",
  "city",
  "countryCode",
  "region",
  "phone",
  "vatPayer",
  "vatNo",
  "vatExempt",
  "vatExemptionReason",
  "taxNumberType",
  "taxNumber",
  "taxIssuanceCountryCode",
];

export function toProfileValues(profile: Record<string, unknown>): ProfileValues {
  const values: ProfileValues = {};
  for (const field of SELLER_PROFILE_FIELDS) {
    const value = profile[field];
    if (typeof value === "string" || typeof value === "boolean") values[field] = value;
  }
  values.businessType ??= "natural";
  return values;
}

const text = (value: ProfileValue | undefined) => (typeof value === "string" ? value : "");

export interface ProfileRules {
  /** Fields the server still asks for that only it can decide (birthday). */
  serverMissing: readonly string[];
}

function options(values: ProfileValues, rules: ProfileRules) {
  const businessType: ProfileBusinessType = values.businessType === "entity" ? "entity" : "natural";
  return {
    businessType,
    countryCode: text(values.countryCode),
    homeCountryCode: HOME_COUNTRY,
    vatPayer: values.vatPayer === true,
    vatExempt: values.vatExempt === true,
    // Without a VAT id on the invoice, the tax number must be on it (the domain's rule).
    taxNumberApplicable: taxNumberApplicable(values),
    birthdayRequired: rules.serverMissing.includes("birthday") || !isBlank(values.birthday),
  };
}

export function requiredFields(values: ProfileValues, rules: ProfileRules): SellerProfileField[] {
  return requiredProfileFields(options(values, rules));
}

/** Required fields that are still empty: while any remain, paid products cannot be sold. */
export function missingFields(values: ProfileValues, rules: ProfileRules): SellerProfileField[] {
  return requiredFields(values, rules).filter((field) => isBlank(values[field]));
}

/** Every problem, keyed by field; `required` ones are reported but do not stop a save. */
export function profileIssues(values: ProfileValues, rules: ProfileRules): Issues {
  const codes = validateSellerProfile(values, options(values, rules));
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, codeIssue(code)]));
}

export function blockingIssues(issues: Issues): Issues {
  return Object.fromEntries(
    Object.entries(issues).filter(([, issue]) => issue.key !== "contracts:validation.required"),
  );
}

/** What is sent: every offered field, empty texts as null, trimmed; hidden conditional fields cleared. */
export function profilePayload(values: ProfileValues): ProfileValues {
  const out: ProfileValues = {};
  for (const field of FORM_FIELDS) {
    const value = values[field];
    out[field] = typeof value === "string" ? value.trim() || null : (value ?? null);
  }
  if (out.businessType !== "entity") out.company = null;
  if (out.vatPayer !== true) out.vatNo = null;
  if (out.vatExempt !== true) out.vatExemptionReason = null;
  return out;
}
