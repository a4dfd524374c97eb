import { CONTENT_LANGUAGES, type ContentLanguage, type Locale } from "@sellwerk/domain";

/** Content languages named in the interface language by the browser (pt_br → "Brazilian Portuguese"). */
export function contentLanguageOptions(locale: Locale): { value: ContentLanguage; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "language" });
  return CONTENT_LANGUAGES.map((code) => ({
    value: code,
    label:
      names.of(
        code.replace("_", "-").replace(/-(\w+)$/, (_m, region: string) => `-${region.toUpperCase()}`),
      ) ?? code,
  }));
}
