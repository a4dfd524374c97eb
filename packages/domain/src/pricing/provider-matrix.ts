import { PAYMENT_METHODS, type PaymentMethod } from "./payment-methods.ts";

// Which payment provider serves which payment method (spec core §3 "Payment providers").
// The spec names roles; Sellwerk's providers fill them: the card provider is stripe, the
// wallet/redirect provider paypal, the connect provider stripe_connect, the two bank-account /
// wallet providers bank_account (first) and e_wallet (second). The built-in sandbox simulates
// every method; bank_wire is our own bank transfer with payment references.

export const PAYMENT_PROVIDERS = [
  "sandbox",
  "stripe",
  "paypal",
  "stripe_connect",
  "bank_wire",
  "bank_account",
  "e_wallet",
  "reseller",
  "inkasso",
] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Providers a seller can use today; the others are listed by the spec and shown as "not yet available". */
export const AVAILABLE_PROVIDERS = [
  "sandbox",
  "stripe",
  "paypal",
  "stripe_connect",
  "bank_wire",
  "bank_account",
  "e_wallet",
] as const satisfies readonly PaymentProviderName[];
export type AvailableProvider = (typeof AVAILABLE_PROVIDERS)[number];

/**
 * Built in: nothing to connect, so they count as connected for every seller. e_wallet and
 * bank_account are operated with the platform's own credentials (offered only where they are
 * configured); bank_account pays in to the wallet of the seller it verified.
 */
export const BUILT_IN_PROVIDERS = [
  "sandbox",
  "bank_wire",
  "bank_account",
  "e_wallet",
] as const satisfies readonly AvailableProvider[];

export function isPaymentProvider(value: string): value is PaymentProviderName {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(value);
}

export function isProviderAvailable(provider: string): provider is AvailableProvider {
  return (AVAILABLE_PROVIDERS as readonly string[]).includes(provider);
}

export function isBuiltInProvider(provider: string): boolean {
  return (BUILT_IN_PROVIDERS as readonly string[]).includes(provider);
}

/** The provider choices of the payment settings, one per method family (spec core §3). */
export const METHOD_PROVIDER_KEYS = [
  "cardProvider",
  "applePayProvider",
  "googlePayProvider",
  "p24Provider",
  "sofortProvider",
  "bankWireProvider",
  "payPalProvider",
  "sepaProvider",
  "idealProvider",
  "klarnaProvider",
] as const;
export type MethodProviderKey = (typeof METHOD_PROVIDER_KEYS)[number];

/**
 * The methods each choice routes, its own method first. Card brands and the card-like methods
 * twint and mondu ride on the card provider; the SEPA variants of sofort and ideal on theirs.
 * pay_later has no choice of its own in the spec; "buy now, pay later" is what Klarna does, so
 * it rides on the klarna choice (and stays a base method while klarna itself is gated by a flag).
 */
export const METHODS_OF_PROVIDER_KEY: Readonly<Record<MethodProviderKey, readonly PaymentMethod[]>> = {
  cardProvider: ["card", "cardAmEx", "twint", "mondu"],
  applePayProvider: ["apple_pay"],
  googlePayProvider: ["google_pay"],
  p24Provider: ["p_24"],
  sofortProvider: ["sofort", "sofort_sepa"],
  bankWireProvider: ["bank_wire"],
  payPalProvider: ["paypal"],
  sepaProvider: ["sepa"],
  idealProvider: ["ideal", "ideal_sepa"],
  klarnaProvider: ["klarna", "pay_later"],
};

/** The method a choice is named after: a provider must support it to be chosen for the key. */
export function primaryMethodOf(key: MethodProviderKey): PaymentMethod {
  return METHODS_OF_PROVIDER_KEY[key][0]!;
}

/** The choice that routes a method; null for not_assigned, which is never offered. */
export function methodProviderKeyOf(method: PaymentMethod): MethodProviderKey | null {
  return METHOD_PROVIDER_KEYS.find((key) => METHODS_OF_PROVIDER_KEY[key].includes(method)) ?? null;
}

type Role = Exclude<PaymentProviderName, "sandbox">;

/**
 * The support matrix as spec core §3 words it, method by method, and the single truth of what a
 * provider serves: the settings screen, the payment settings' checks and the checkout all read
 * it. The variants a method carries (cardAmEx with card, sofort_sepa with sofort, ideal_sepa with
 * ideal, pay_later with klarna) follow it, except where a provider cannot serve the variant
 * (sofort_sepa, below). The sandbox supports everything and is added below.
 */
const OFFERED_BY: Readonly<Record<Exclude<PaymentMethod, "not_assigned">, readonly Role[]>> = {
  // "card is offered by any card provider and by the wallet provider's modes"
  card: ["stripe", "stripe_connect", "paypal"],
  cardAmEx: ["stripe", "stripe_connect", "paypal"],
  // "sofort by the card provider, the first bank provider and connect"
  sofort: ["stripe", "bank_account", "stripe_connect"],
  // The spec names sofort only. Its SEPA variant (Sofort now, later rates by SEPA direct debit)
  // needs a mandate from the Sofort payment: Stripe generates a SEPA method from it; Mangopay's
  // Sofort pay-in (direct-debit web) leaves no mandate and no IBAN, and a Mangopay mandate is made
  // only on an IBAN the buyer types and confirms on its own page. The later rates could not be
  // debited, so the first bank provider (bank_account) does not offer the variant.
  sofort_sepa: ["stripe", "stripe_connect"],
  // "sepa by the first bank provider, the card provider and connect"
  sepa: ["bank_account", "stripe", "stripe_connect"],
  // "bank wire by the second bank provider, the first bank provider and connect", and our own
  bank_wire: ["e_wallet", "bank_account", "stripe_connect", "bank_wire"],
  // "p24, apple pay, google pay and ideal by the card provider and connect"
  p_24: ["stripe", "stripe_connect"],
  apple_pay: ["stripe", "stripe_connect"],
  google_pay: ["stripe", "stripe_connect"],
  ideal: ["stripe", "stripe_connect"],
  ideal_sepa: ["stripe", "stripe_connect"],
  // "klarna and twint by the card provider and connect; mondu by connect and the card provider"
  klarna: ["stripe", "stripe_connect"],
  pay_later: ["stripe", "stripe_connect"],
  twint: ["stripe", "stripe_connect"],
  mondu: ["stripe_connect", "stripe"],
  // The wallet provider's own method.
  paypal: ["paypal"],
};

function supportedBy(provider: PaymentProviderName): readonly PaymentMethod[] {
  if (provider === "sandbox") return PAYMENT_METHODS.filter((m) => m !== "not_assigned");
  return PAYMENT_METHODS.filter((m) => m !== "not_assigned" && OFFERED_BY[m].includes(provider));
}

/** Per provider, the methods it can serve, in the order of PAYMENT_METHODS. */
export const PROVIDER_SUPPORT: Readonly<Record<PaymentProviderName, readonly PaymentMethod[]>> =
  Object.fromEntries(PAYMENT_PROVIDERS.map((p) => [p, supportedBy(p)])) as Record<
    PaymentProviderName,
    readonly PaymentMethod[]
  >;

export function supportsMethod(provider: string, method: PaymentMethod): boolean {
  return isPaymentProvider(provider) && PROVIDER_SUPPORT[provider].includes(method);
}

/** Providers that may be chosen for a key: available ones supporting the key's own method. */
export function providersForKey(key: MethodProviderKey): AvailableProvider[] {
  return AVAILABLE_PROVIDERS.filter((p) => supportsMethod(p, primaryMethodOf(key)));
}

/** A new seller sells in test mode with every base method: each choice starts on the sandbox. */
export const DEFAULT_METHOD_PROVIDERS: Readonly<Record<MethodProviderKey, string | null>> = {
  cardProvider: "sandbox",
  applePayProvider: "sandbox",
  googlePayProvider: "sandbox",
  p24Provider: "sandbox",
  sofortProvider: "sandbox",
  bankWireProvider: "sandbox",
  payPalProvider: "sandbox",
  sepaProvider: "sandbox",
  idealProvider: "sandbox",
  klarnaProvider: "sandbox",
};

/**
 * The provider that serves a method for a seller, or null when none can: the method's choice is
 * off (null), names an unknown provider, or one that does not support this particular method
 * (twint riding on a card choice set to paypal). Feature flags are checked elsewhere
 * (availablePaymentMethods); this only routes.
 */
export function providerForMethod(
  method: PaymentMethod,
  methodProviders: Partial<Record<MethodProviderKey, string | null>>,
): string | null {
  const key = methodProviderKeyOf(method);
  if (!key) return null;
  const provider = methodProviders[key];
  return provider && supportsMethod(provider, method) ? provider : null;
}

/** The address fields a buyer gives where a provider needs the payer's address. */
export const PAYER_ADDRESS_FIELDS = ["street", "zip", "city"] as const;

/**
 * Whether paying with `method` through `provider` needs the buyer's address, which the checkout
 * otherwise asks of businesses only: Mangopay (bank_account) makes the buyer's IBAN account of a
 * SEPA mandate only with its owner's address. The checkout shows and requires the fields then,
 * so the buyer is asked before anything is charged, not refused by the provider afterwards.
 */
export function payerAddressRequired(method: string, provider: string): boolean {
  return method === "sepa" && provider === "bank_account";
}
