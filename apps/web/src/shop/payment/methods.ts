import { checkCardNumber, checkIban, type PaymentMethod } from "@sellwerk/domain";
import type { CheckoutMethod } from "../types.ts";

// What the buyer enters per payment method, and checking it before anything is sent.

/** card/sepa: our own fields (sandbox; sepa also bank_account); stripe: the Payment Element; the others need no input. */
export type MethodInput = "card" | "sepa" | "stripe" | "bank_wire" | "redirect";

export const isStripeProvider = (provider: string) => provider === "stripe" || provider === "stripe_connect";
export const isStripe = (m: CheckoutMethod) => isStripeProvider(m.provider);

export function methodInput(m: CheckoutMethod): MethodInput {
  if (isStripe(m)) return "stripe";
  if (m.method === "bank_wire") return "bank_wire";
  if (m.provider === "sandbox" && (m.method === "card" || m.method === "cardAmEx")) return "card";
  // bank_account (Mangopay) makes the mandate on the IBAN typed here; the buyer confirms it there.
  if ((m.provider === "sandbox" || m.provider === "bank_account") && m.method === "sepa") return "sepa";
  return "redirect";
}

export type PaymentData = Record<string, string>;

const digits = (value: string) => value.replace(/\D/g, "");
const compact = (value: string) => value.replace(/\s/g, "").toUpperCase();

/** Card numbers in groups of four, expiry as MM/YY, while typing. */
export function formatCardInput(key: string, value: string): string {
  if (key === "card_number")
    return digits(value)
      .slice(0, 19)
      .replace(/(\d{4})(?=\d)/g, "$1 ");
  if (key === "exp") {
    const d = digits(value).slice(0, 4);
    return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
  }
  if (key === "cvc") return digits(value).slice(0, 4);
  return value;
}

const CARD_EXPIRY = /^(0[1-9]|1[0-2])\/\d{2}$/;

/**
 * Validation codes (the contracts' catalog) per field of the method's input, with the sandbox
 * provider's own checks from the domain (Luhn, IBAN mod 97), so the browser refuses exactly what
 * the provider would.
 */
export function checkPaymentData(input: MethodInput, data: PaymentData): Record<string, string> {
  const errors: Record<string, string> = {};
  const need = (key: string, check: (v: string) => string | null) => {
    const value = (data[key] ?? "").trim();
    const code = value ? check(value) : "required";
    if (code) errors[key] = code;
  };
  if (input === "card") {
    need("card_number", checkCardNumber);
    need("exp", (v) => (CARD_EXPIRY.test(v) ? null : "invalid_card_expiry"));
    need("cvc", (v) => (/^\d{3,4}$/.test(v) ? null : "invalid_card_cvc"));
  }
  if (input === "sepa") {
    need("iban", checkIban);
    need("account_holder", () => null);
  }
  return errors;
}

/** What the server receives for the method (Stripe adds its PaymentMethod id itself). */
export function paymentDataFor(input: MethodInput, data: PaymentData): PaymentData {
  if (input === "card")
    return { card_number: digits(data.card_number ?? ""), exp: data.exp ?? "", cvc: data.cvc ?? "" };
  if (input === "sepa")
    return { iban: compact(data.iban ?? ""), account_holder: (data.account_holder ?? "").trim() };
  return {};
}

/** The offered methods of a plan: its own list, narrowed to what the seller has set up. */
export function methodsFor(
  all: CheckoutMethod[],
  allowed: readonly PaymentMethod[] | null,
): CheckoutMethod[] {
  return allowed ? all.filter((m) => allowed.includes(m.method)) : all;
}

/** The method chosen at first: Stripe.js loads only when picked, so prefer one that needs none. */
export function firstMethod(methods: CheckoutMethod[]): CheckoutMethod | null {
  return methods.find((m) => !isStripe(m)) ?? methods[0] ?? null;
}

/** Whether a page needs Stripe's origins in its CSP. */
export const usesStripe = (methods: CheckoutMethod[]) => methods.some(isStripe);
