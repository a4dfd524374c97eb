// Country and payout lists (spec core §9, spec two §9). Country codes are ISO 3166 upper case.
export const DEFAULT_COUNTRY = "DE";
/** Countries tried when a country is needed but none is known or allowed. */
export const FALLBACK_COUNTRIES = ["GB", "CH"] as const;
/** The seller's home country for profile rules unless the platform says otherwise. */
export const HOME_COUNTRY = DEFAULT_COUNTRY;
export const SELECTABLE_COUNTRIES = ["DE", "FR", "NL", "ES", "IE"] as const;
export const BANK_COUNTRIES = [
  "AT",
  "BE",
  "DE",
  "ES",
  "FI",
  "GB",
  "IE",
  "IT",
  "FR",
  "GR",
  "PL",
  "PT",
  "CH",
] as const;
/** Lowercase like every currency code in Sellwerk (the spec writes them upper case). */
export const PAYOUT_CURRENCIES = ["eur", "pln", "chf", "gbp"] as const;

export const EU_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
] as const;

const COUNTRY_CODE = /^[A-Z]{2}$/;
export function isCountryCode(value: string): boolean {
  return COUNTRY_CODE.test(value);
}
