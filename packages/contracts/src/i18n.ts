import en from "./i18n/en.json" with { type: "json" };
import de from "./i18n/de.json" with { type: "json" };
import type { Locale } from "@sellwerk/domain";

// Messages shared by API and web: error codes and field validation codes, so a field error
// reads the same whether the browser or the server caught it.
export const messages = { en, de } as const;
type Catalog = typeof en;

function lookup(catalog: Catalog, group: "errors" | "validation", code: string): string | undefined {
  const table = catalog[group] as Record<string, string>;
  return table[code];
}

/** Fills `{name}` placeholders; unknown placeholders stay visible rather than vanish. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

export function errorMessage(locale: Locale, code: string, params?: Record<string, string | number>): string {
  const text = lookup(messages[locale], "errors", code) ?? lookup(messages.en, "errors", code) ?? code;
  return interpolate(text, params);
}

export function validationMessage(
  locale: Locale,
  code: string,
  params?: Record<string, string | number>,
): string {
  const text =
    lookup(messages[locale], "validation", code) ??
    lookup(messages.en, "validation", code) ??
    lookup(messages[locale], "validation", "invalid")!;
  return interpolate(text, params);
}

export function hasValidationMessage(code: string): boolean {
  return code in messages.en.validation && code in messages.de.validation;
}
