// Every code a domain check can return. Catalogs (en, de) translate them; the lead's test checks
// both catalogs against VALIDATION_CODES, so add a code here before using it anywhere.
export const VALIDATION_CODES = [
  "required",
  "too_short",
  "too_long",
  "invalid_value",
  "invalid_email",
  "invalid_phone",
  "invalid_bic",
  "invalid_time",
  "invalid_date",
  "date_out_of_range",
  "wrong_vat",
  "invalid_domain",
  "invalid_url",
  "invalid_subdomain",
  "contains_cyrillic",
  "contains_script",
  "invalid_tracking_id",
  "invalid_hex_color",
  "invalid_class_name",
  "not_adult",
  "too_small",
  "too_big",
  "invalid_pattern",
  "already_exists",
  "out_of_range",
  "too_low",
  "too_high",
  "license_key_bad_format",
  "license_key_format_size",
  "license_key_format_type",
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

export function isValidationCode(value: string): value is ValidationCode {
  return (VALIDATION_CODES as readonly string[]).includes(value);
}
