import { BANK_COUNTRIES, EU_COUNTRIES } from "@sellwerk/domain";
import { useTranslation } from "react-i18next";

/** Countries a seller, representative or owner may live in or hold a passport of (EU, bank countries, a few more). */
const PERSON_COUNTRIES = [...new Set<string>([...EU_COUNTRIES, ...BANK_COUNTRIES, "NO", "LI", "IS", "US"])];

/** Country options named in the interface language, sorted by name. */
export function useCountryOptions(codes: readonly string[] = PERSON_COUNTRIES) {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: "region" });
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
}
