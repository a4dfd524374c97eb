import { isLocale, type Locale } from "@sellwerk/domain";

/** The buyer page speaks the product's content language where the interface has it, else English. */
export function previewLanguage(contentLanguage: string): Locale {
  return isLocale(contentLanguage) ? contentLanguage : "en";
}
