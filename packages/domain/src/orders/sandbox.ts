// The built-in sandbox provider's test data: card numbers and IBANs that make a payment succeed,
// fail or misbehave on purpose, like a card provider's test mode, so every path of the checkout
// (declines, 3-D Secure, failing renewals, disputes, late SEPA results) can be tried without money.

import type { ValidationCode } from "../validation/codes.ts";

/** Spaces (and other whitespace) are how people type card numbers and IBANs. */
const compact = (value: string): string => value.replace(/\s+/g, "");

export const SANDBOX_DECLINE_CODES = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  /** The buyer failed or abandoned the 3-D Secure challenge. */
  "authentication_failed",
  "sepa_debit_failed",
  /** Nobody paid the bank wire in time. */
  "bank_wire_expired",
] as const satisfies readonly ValidationCode[];
export type SandboxDeclineCode = (typeof SANDBOX_DECLINE_CODES)[number];

export type SandboxOutcome =
  | { kind: "succeed" }
  | { kind: "decline"; code: SandboxDeclineCode }
  | { kind: "challenge" }
  | { kind: "succeed_then_chargeback" }
  | { kind: "succeed_then_decline_off_session" }
  | { kind: "settle_later"; succeed: boolean; code?: SandboxDeclineCode };

export type CardBrand = "visa" | "mastercard" | "amex" | "unknown";

export interface SandboxCard {
  number: string;
  brand: CardBrand;
  outcome: SandboxOutcome;
}

const card = (number: string, outcome: SandboxOutcome): SandboxCard => ({
  number,
  brand: cardBrand(number),
  outcome,
});

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  card("4242424242424242", { kind: "succeed" }),
  card("5555555555554444", { kind: "succeed" }),
  card("378282246310005", { kind: "succeed" }),
  card("4000000000000002", { kind: "decline", code: "card_declined" }),
  card("4000000000009995", { kind: "decline", code: "insufficient_funds" }),
  card("4000000000000069", { kind: "decline", code: "expired_card" }),
  card("4000000000003220", { kind: "challenge" }),
  // Subscriptions and installments: the first payment works, every later rate fails.
  card("4000000000000341", { kind: "succeed_then_decline_off_session" }),
  card("4000000000000259", { kind: "succeed_then_chargeback" }),
];

export interface SandboxIban {
  iban: string;
  outcome: SandboxOutcome;
}

/** SEPA debits settle days later in real life; the sandbox settles them in a later job. */
export const SANDBOX_IBANS: readonly SandboxIban[] = [
  { iban: "DE89370400440532013000", outcome: { kind: "settle_later", succeed: true } },
  {
    iban: "DE62370400440532013001",
    outcome: { kind: "settle_later", succeed: false, code: "sepa_debit_failed" },
  },
];

/** The Luhn check digit test every card number passes; digits only (spaces allowed). */
export function luhnValid(number: string): boolean {
  const digits = compact(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function checkCardNumber(number: string): "invalid_card_number" | null {
  return luhnValid(number) ? null : "invalid_card_number";
}

/** Brand by the issuer prefix: Visa 4, Mastercard 51–55 and 2221–2720, Amex 34 and 37. */
export function cardBrand(number: string): CardBrand {
  const digits = compact(number);
  if (!/^\d+$/.test(digits)) return "unknown";
  if (digits.startsWith("4")) return "visa";
  if (/^3[47]/.test(digits)) return "amex";
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (digits.length >= 4 && four >= 2221 && four <= 2720)) return "mastercard";
  return "unknown";
}

/** What the sandbox does with this card; null when it is no card number (Luhn fails). */
export function sandboxCardOutcome(cardNumber: string): SandboxOutcome | null {
  const digits = compact(cardNumber);
  if (!luhnValid(digits)) return null;
  return SANDBOX_CARDS.find((c) => c.number === digits)?.outcome ?? { kind: "succeed" };
}

/** ISO 13616: country, check digits, then the account; mod 97 of the rearranged number is 1. */
export function ibanValid(iban: string): boolean {
  const text = compact(iban).toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(text)) return false;
  let rest = 0;
  for (const char of text.slice(4) + text.slice(0, 4)) {
    const value = parseInt(char, 36); // A = 10 … Z = 35
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest === 1;
}

/** What the sandbox does with a SEPA debit from this IBAN; null when it is no valid IBAN. */
export function sandboxIbanOutcome(iban: string): SandboxOutcome | null {
  const text = compact(iban).toUpperCase();
  if (!ibanValid(text)) return null;
  return SANDBOX_IBANS.find((i) => i.iban === text)?.outcome ?? { kind: "settle_later", succeed: true };
}

export function checkIban(iban: string): "invalid_iban" | null {
  return ibanValid(iban) ? null : "invalid_iban";
}
