import { roundHalfUp } from "../math/round.ts";
import type { Locale } from "../constants/locales.ts";
import { currencySymbol, isSymbolLeft, minorUnits } from "./currencies.ts";

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ",", decimal: "." },
  de: { group: ".", decimal: "," },
};

function assertMinor(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Money amounts are integers in minor units, got ${amountMinor}`);
  }
}

/**
 * The number part: all minor digits, thousands grouped, no symbol ("1.234,56" in de).
 * Built from the integer's digits, so no floating-point step can change a cent.
 */
export function formatAmount(amountMinor: number, currency: string, locale: Locale): string {
  assertMinor(amountMinor);
  const digits = minorUnits(currency);
  const { group, decimal } = SEPARATORS[locale];
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, "0");
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const body = digits > 0 ? `${whole}${decimal}${text.slice(text.length - digits)}` : whole;
  return amountMinor < 0 ? `-${body}` : body;
}

/**
 * Spec two §9: two decimals (the currency's own minor digits), symbol left for usd and gbp
 * ("$1,234.56", "-£0.50"), otherwise right after a space ("1.234,56 €"); zero is "0,00 €".
 */
export function formatMoney(amountMinor: number, currency: string, locale: Locale): string {
  const number = formatAmount(Math.abs(amountMinor), currency, locale);
  const symbol = currencySymbol(currency);
  const text = isSymbolLeft(currency) ? `${symbol}${number}` : `${number} ${symbol}`;
  return amountMinor < 0 ? `-${text}` : text;
}

/** Major units as people type them (12.5) to integer minor units (1250), rounding half up. */
export function toMinorUnits(amountMajor: number, currency: string): number {
  const digits = minorUnits(currency);
  return Math.round(roundHalfUp(amountMajor, digits) * 10 ** digits);
}

/** Integer minor units to major units for number inputs (1250 to 12.5). */
export function fromMinorUnits(amountMinor: number, currency: string): number {
  assertMinor(amountMinor);
  return amountMinor / 10 ** minorUnits(currency);
}
