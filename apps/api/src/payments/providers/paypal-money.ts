import { minorUnits } from "@sellwerk/domain";

// PayPal's amounts are decimal strings in the currency's ISO exponent ("12.50", "1234", "1.005").
// The domain's formatAmount groups thousands for people, so the wire format is written here, from
// the integer's digits like formatAmount, so no floating-point step can change a cent.

/** Our integer minor units as PayPal's { currency_code, value }. */
export function toPayPalMoney(
  amountMinor: number,
  currency: string,
): { currencyCode: string; value: string } {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`PayPal amounts are non-negative integers in minor units, got ${amountMinor}`);
  }
  const digits = minorUnits(currency);
  const text = String(amountMinor).padStart(digits + 1, "0");
  const value = digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return { currencyCode: currency.toUpperCase(), value };
}

/** PayPal's decimal string back to minor units; null when it is not a plain decimal. */
export function fromPayPalValue(value: string | undefined, currency: string): number | null {
  if (value === undefined) return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const digits = minorUnits(currency);
  const fraction = (match[2] ?? "").padEnd(digits, "0");
  // More decimals than the currency has would be a PayPal bug; refuse rather than round money.
  if (fraction.length > digits) return null;
  return Number(`${match[1]}${fraction}`);
}
