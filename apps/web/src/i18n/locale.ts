import { isLocale, LOCALE_CODES, DEFAULT_LOCALE, type Locale } from "@sellwerk/domain";
import { i18n } from "./i18n.ts";

// The interface language: remembered in localStorage for visitors, on the user for signed-in
// people (the lead's PATCH /app/user), and mirrored in <html lang> for screen readers.

const STORAGE_KEY = "sellwerk.locale";

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function initialLocale(): Locale {
  const saved = stored();
  if (saved && isLocale(saved)) return saved;
  const browser = (globalThis.navigator?.language ?? "").slice(0, 2);
  return isLocale(browser) ? browser : DEFAULT_LOCALE;
}

export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLocale(language) ? language : DEFAULT_LOCALE;
}

/** BCP 47 tag for Intl formatting of the current language. */
export function currentLocaleCode(): string {
  return LOCALE_CODES[currentLocale()];
}

export async function applyLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the language still changes for this visit.
  }
  document.documentElement.lang = locale;
  if (currentLocale() !== locale || i18n.language !== locale) await i18n.changeLanguage(locale);
}
