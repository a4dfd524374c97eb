// Interface languages are en and de (both specs §1); content may be written in more.
export const LOCALES = ["en", "de"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** BCP 47 tags for number and date formatting per interface language. */
export const LOCALE_CODES = { en: "en-US", de: "de-DE" } as const satisfies Record<Locale, string>;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Languages a seller may write products, pages and mails in (spec two §1). */
export const CONTENT_LANGUAGES = [
  "en",
  "de",
  "es",
  "ar",
  "cs",
  "da",
  "el",
  "fr",
  "hu",
  "it",
  "pl",
  "pt_br",
  "pt_pt",
  "sv",
  "tr",
  "ko",
  "no",
  "hr",
  "ro",
  "nl",
] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Regional formatting locales the spec lists besides en-US/de-DE (German, Austrian, Swiss German, British English, Konkani). */
export const EXTRA_FORMAT_LOCALES = ["de-DE", "de-AT", "de-CH", "en-GB", "kok"] as const;
