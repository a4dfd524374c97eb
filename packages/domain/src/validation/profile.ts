import { DEFAULT_COUNTRY, isCountryCode } from "../constants/countries.ts";
import { PROFILE_BUSINESS_TYPES, TAX_NUMBER_TYPES, VAT_EXEMPTION_REASONS } from "../constants/profiles.ts";
import type { ProfileBusinessType } from "../constants/profiles.ts";
import { checkAdult } from "./adult.ts";
import type { ValidationCode } from "./codes.ts";
import { checkNoScript } from "./content.ts";
import { checkDate, DATE_YEAR_MIN } from "./datetime.ts";
import { checkEmail } from "./email.ts";
import { checkLength, isBlank, NAME_MAX_LENGTH } from "./length.ts";
import { checkPhone } from "./phone.ts";
import { checkVatNumber } from "./vat.ts";

// Seller profile (verification) rules of spec core §5, with the field names of spec core §3.

export const SELLER_PROFILE_FIELDS = [
  "businessType",
  "firstName",
  "lastName",
  "company",
  "phone",
  "email",
  "street",
  "streetNumber",
  "zip",
  "city",
  "region",
  "countryCode",
  "nationality",
  "birthday",
  "birthplaceCity",
  "birthplaceCountry",
  "registrationLocation",
  "vatPayer",
  "vatNo",
  "vatExempt",
  "vatExemptionReason",
  "taxNumberType",
  "taxNumber",
  "taxIssuanceCountryCode",
] as const;
export type SellerProfileField = (typeof SELLER_PROFILE_FIELDS)[number];

/** Free-text profile fields other than names; generous, only to stop abuse. */
export const PROFILE_TEXT_MAX_LENGTH = 255;

export interface ProfileRequirementInput {
  businessType: ProfileBusinessType;
  countryCode: string;
  /** The platform's home country; region is asked of foreign entities only. Default DE. */
  homeCountryCode?: string;
  /** A VAT-liable seller gives the VAT id printed on invoices and used for reverse charge. */
  vatPayer?: boolean;
  vatExempt?: boolean;
  taxNumberApplicable?: boolean;
  birthdayRequired?: boolean;
}

export function requiredProfileFields(input: ProfileRequirementInput): SellerProfileField[] {
  const fields: SellerProfileField[] = [
    "businessType",
    "phone",
    "vatPayer",
    "city",
    "countryCode",
    "firstName",
    "lastName",
    "street",
    "zip",
  ];
  const home = (input.homeCountryCode ?? DEFAULT_COUNTRY).toUpperCase();
  const country = input.countryCode.trim().toUpperCase();
  if (input.businessType === "entity") {
    fields.push("company");
    if (country !== "" && country !== home) fields.push("region");
  }
  if (input.birthdayRequired) fields.push("birthday");
  if (input.vatPayer) fields.push("vatNo");
  if (input.taxNumberApplicable) fields.push("taxNumberType", "taxNumber", "taxIssuanceCountryCode");
  if (input.vatExempt) fields.push("vatExemptionReason");
  return fields;
}

const TAX_NUMBER_FIELDS = ["taxNumberType", "taxNumber", "taxIssuanceCountryCode"] as const;

/**
 * Spec core §5: a tax number (or identification number) with its issuing country is required
 * "when applicable". An invoice must name the seller's tax number or VAT id (§ 14 Abs. 4 Nr. 2
 * UStG, Art. 226 of the VAT Directive), so it applies to a seller who is not a VAT payer or has
 * no VAT id; once any of the three is given, the other two are asked as well. Undecided
 * (vatPayer not answered yet): not yet, vatPayer itself is missing.
 */
export function taxNumberApplicable(profile: Record<string, unknown>): boolean {
  if (TAX_NUMBER_FIELDS.some((field) => !isBlank(profile[field]))) return true;
  if (profile.vatPayer === false) return true;
  return profile.vatPayer === true && isBlank(profile.vatNo);
}

export interface SellerProfileValidationOptions extends Partial<ProfileRequirementInput> {
  /** The day the adult check counts from; pass the platform clock's today. Default: now. */
  today?: Date;
  timeZone?: string;
}

const NAME_FIELDS: readonly SellerProfileField[] = ["firstName", "lastName"];
const TEXT_FIELDS: readonly SellerProfileField[] = [
  "company",
  "street",
  "streetNumber",
  "zip",
  "city",
  "region",
  "birthplaceCity",
  "registrationLocation",
  "taxNumber",
];
const COUNTRY_FIELDS: readonly SellerProfileField[] = [
  "countryCode",
  "nationality",
  "birthplaceCountry",
  "taxIssuanceCountryCode",
];
const CHOICES: Partial<Record<SellerProfileField, readonly string[]>> = {
  businessType: PROFILE_BUSINESS_TYPES,
  taxNumberType: TAX_NUMBER_TYPES,
  vatExemptionReason: VAT_EXEMPTION_REASONS,
};

function checkText(value: unknown, max: number): ValidationCode | null {
  if (typeof value !== "string") return "invalid_value";
  return checkNoScript(value) ?? checkLength(value.trim(), { max });
}

function checkBirthday(value: unknown, today: Date, timeZone: string | undefined): ValidationCode | null {
  if (typeof value !== "string" && !(value instanceof Date)) return "invalid_value";
  if (typeof value === "string") {
    const code = checkDate(value, { minYear: DATE_YEAR_MIN, maxYear: today.getUTCFullYear() });
    if (code) return code;
  }
  return checkAdult(value, today, timeZone === undefined ? {} : { timeZone });
}

function checkField(
  field: SellerProfileField,
  value: unknown,
  opts: SellerProfileValidationOptions,
): ValidationCode | null {
  const choices = CHOICES[field];
  if (choices) return typeof value === "string" && choices.includes(value) ? null : "invalid_value";
  if (NAME_FIELDS.includes(field)) return checkText(value, NAME_MAX_LENGTH);
  if (TEXT_FIELDS.includes(field)) return checkText(value, PROFILE_TEXT_MAX_LENGTH);
  if (COUNTRY_FIELDS.includes(field)) {
    return typeof value === "string" && isCountryCode(value.trim().toUpperCase()) ? null : "invalid_value";
  }
  switch (field) {
    case "vatPayer":
    case "vatExempt":
      return typeof value === "boolean" ? null : "invalid_value";
    case "phone":
      return typeof value === "string" ? checkPhone(value) : "invalid_value";
    case "email":
      return typeof value === "string" ? checkEmail(value.trim()) : "invalid_value";
    case "vatNo":
      return typeof value === "string" ? checkVatNumber(value) : "invalid_value";
    case "birthday":
      return checkBirthday(value, opts.today ?? new Date(), opts.timeZone);
    default:
      return null;
  }
}

function isProfileBusinessType(value: unknown): value is ProfileBusinessType {
  return typeof value === "string" && (PROFILE_BUSINESS_TYPES as readonly string[]).includes(value);
}

/**
 * Field errors of a seller profile, keyed by field; empty when valid. The conditions (entity,
 * foreign country, VAT payer, exemption) are read from the profile unless `opts` sets them.
 */
export function validateSellerProfile(
  profile: Record<string, unknown>,
  opts: SellerProfileValidationOptions = {},
): Record<string, ValidationCode> {
  const businessType =
    opts.businessType ?? (isProfileBusinessType(profile.businessType) ? profile.businessType : "natural");
  const countryCode =
    opts.countryCode ?? (typeof profile.countryCode === "string" ? profile.countryCode : "");
  const vatPayer = opts.vatPayer ?? profile.vatPayer === true;
  const required = requiredProfileFields({
    businessType,
    countryCode,
    homeCountryCode: opts.homeCountryCode,
    vatPayer,
    vatExempt: opts.vatExempt ?? profile.vatExempt === true,
    taxNumberApplicable:
      opts.taxNumberApplicable ??
      taxNumberApplicable(opts.vatPayer === undefined ? profile : { ...profile, vatPayer }),
    birthdayRequired: opts.birthdayRequired,
  });

  const errors: Record<string, ValidationCode> = {};
  for (const field of SELLER_PROFILE_FIELDS) {
    const value = profile[field];
    if (isBlank(value)) {
      if (required.includes(field)) errors[field] = "required";
      continue;
    }
    const code = checkField(field, value, opts);
    if (code) errors[field] = code;
  }
  return errors;
}
