import type { PaymentMethod } from "@sellwerk/domain";

// The one face every payment provider adapter shows the checkout and the jobs. Adapters speak
// their provider's API and return plain outcomes; they never touch our tables. Amounts are minor
// units; `paymentId` is our payments row and doubles as the provider-side idempotency key, so a
// retried call after a crash can never charge twice.

export const PROVIDER_NAMES = [
  "sandbox",
  "stripe",
  "stripe_connect",
  "paypal",
  "bank_wire",
  "e_wallet",
  "bank_account",
  "free",
] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** A seller's connected account with its secrets decrypted (payment_provider_accounts). */
export interface ProviderAccount {
  provider: ProviderName;
  /** PayPal: "rest" or "nvp". */
  mode: string | null;
  credentials: Record<string, string>;
  publicConfig: Record<string, unknown>;
  webhookSecret: string | null;
}

/** A payment method saved for later off-session charges. */
export interface SavedInstrument {
  customerRef: string | null;
  methodRef: string;
  /** What the buyer may be shown: brand, last4, exp_month, exp_year, iban_last4, email. */
  display: Record<string, unknown>;
}

export interface ChargeRequest {
  paymentId: number;
  amount: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  payer: { email: string; name: string };
  /**
   * What the buyer's browser produced: sandbox `card_number`/`iban`, Stripe `payment_method`
   * (a PaymentMethod id from Stripe.js), PayPal nothing (the adapter creates the order).
   */
  paymentData: Record<string, unknown>;
  /** Charge a saved method without the buyer present (order rates, upsells). */
  instrument?: SavedInstrument;
  /** Keep the method for later rates or upsells (recurring plans, funnels). */
  saveForFuture: boolean;
  /** Where the buyer returns after a redirect or an authentication challenge. */
  returnUrl: string;
  /**
   * The buyer's order page (its URL carries the order's secret token). A challenge page of our
   * own (the sandbox's) lives under it, so only the order's holder can pass or fail it. Absent
   * off-session, where nobody could answer a challenge.
   */
  orderPageUrl?: string;
  /** Platform fee for connect providers (minor units). */
  applicationFee?: number;
  metadata: Record<string, string>;
}

export interface ChargeLookup {
  paymentId: number;
  /** Charged with a saved method, without the buyer (rates, upsells). */
  offSession: boolean;
}

export type NextAction =
  | { type: "redirect"; url: string }
  /** Stripe.js finishes the authentication in the page (handleNextAction with the client secret). */
  | { type: "stripe_sdk"; clientSecret: string };

export type ChargeOutcome =
  | { status: "succeeded"; providerRef: string; fee: number; instrument?: SavedInstrument }
  | { status: "requires_action"; providerRef: string; nextAction: NextAction }
  /** Money is on its way (SEPA, bank wire): a webhook or a later check settles it. */
  | { status: "processing"; providerRef: string; instrument?: SavedInstrument }
  | { status: "failed"; providerRef: string | null; code: string; message?: string };

export interface RefundRequest {
  paymentId: number;
  /** The charge being refunded, as the provider named it. */
  chargeRef: string;
  amount: number;
  currency: string;
}

export type RefundOutcome =
  | { status: "succeeded" | "pending"; providerRef: string }
  | { status: "failed"; providerRef: string | null; code: string; message?: string };

/**
 * A provider's webhook event in our terms; `id` is the provider's event id (dedupe key per
 * seller). `account` is the connected account the provider says the event happened on (Stripe
 * Connect's `account`), absent when it names none.
 */
export type ProviderEvent = { account?: string } & (
  | { id: string; type: "charge.succeeded"; chargeRef: string; fee?: number; instrument?: SavedInstrument }
  | { id: string; type: "charge.failed"; chargeRef: string; code: string; message?: string }
  | {
      id: string;
      type: "refund.succeeded" | "refund.failed";
      chargeRef: string;
      refundRef: string;
      amount: number;
    }
  | {
      id: string;
      type: "chargeback.created";
      chargeRef: string;
      disputeRef: string;
      amount: number;
      fee: number;
    }
  | { id: string; type: "chargeback.closed"; chargeRef: string; disputeRef: string; won: boolean }
  | { id: string; type: "ignored"; providerType: string }
);

export interface WebhookInput {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Whether it moves real money (false: sandbox, and providers configured with test keys). */
  isTestMode(account: ProviderAccount): boolean;
  /** Charge now (on-session with paymentData, or off-session with an instrument). */
  charge(request: ChargeRequest, account: ProviderAccount): Promise<ChargeOutcome>;
  /** The current outcome of a charge after the buyer came back from a redirect or challenge. */
  retrieve(chargeRef: string, account: ProviderAccount): Promise<ChargeOutcome>;
  refund(request: RefundRequest, account: ProviderAccount): Promise<RefundOutcome>;
  /**
   * The charge our payment `lookup.paymentId` made, found by what the adapter derives from that id
   * (the same derivation `charge` uses for its reference or idempotency key), or null when the
   * provider never took money for it. Asked before a payment whose answer was lost (the process
   * died during or after the call) is given up; throws when the provider cannot be asked, and
   * the payment then stays open until it can.
   */
  findCharge(lookup: ChargeLookup, account: ProviderAccount): Promise<ChargeOutcome | null>;
  /**
   * Verifies the signature (throws `WebhookSignatureError` when it does not hold) and maps the
   * event. Providers without webhooks (sandbox, bank wire) do not implement it.
   */
  parseWebhook?(input: WebhookInput, account: ProviderAccount): Promise<ProviderEvent>;
  /** Values the checkout page needs in the browser (publishable key, PayPal client id). */
  clientConfig(account: ProviderAccount): Record<string, string>;
}

export class WebhookSignatureError extends Error {
  constructor(message = "webhook signature does not verify") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}
