import { checkEmail } from "./email.ts";

// What a seller pastes when connecting a payment provider. Checked by shape only (the prefixes
// the providers document); whether the keys work shows with the first payment.

const PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9]{8,247}$/;
// Restricted keys (rk_) are what Stripe recommends handing to a third party; both work.
const SECRET_KEY = /^(?:sk|rk)_(test|live)_[A-Za-z0-9]{8,247}$/;
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]{8,249}$/;
const ACCOUNT_ID = /^acct_[A-Za-z0-9]{6,64}$/;
/** PayPal client ids, merchant ids, webhook ids, NVP users: no spaces, no markup. */
const PROVIDER_ID = /^[A-Za-z0-9._@+-]{4,255}$/;

export type KeyMode = "test" | "live";

export function checkPublishableKey(value: string): "invalid_publishable_key" | null {
  return PUBLISHABLE_KEY.test(value) ? null : "invalid_publishable_key";
}

export function checkSecretKey(value: string): "invalid_secret_key" | null {
  return SECRET_KEY.test(value) ? null : "invalid_secret_key";
}

export function checkWebhookSecret(value: string): "invalid_webhook_secret" | null {
  return WEBHOOK_SECRET.test(value) ? null : "invalid_webhook_secret";
}

export function checkAccountId(value: string): "invalid_account_id" | null {
  return ACCOUNT_ID.test(value) ? null : "invalid_account_id";
}

export function checkProviderId(value: string): "invalid_value" | null {
  return PROVIDER_ID.test(value) ? null : "invalid_value";
}

/** test or live, read from a Stripe key's prefix; null when it is no Stripe key. */
export function stripeKeyMode(key: string): KeyMode | null {
  const match = /^(?:pk|sk|rk)_(test|live)_/.exec(key);
  return match ? (match[1] as KeyMode) : null;
}

/**
 * What may be shown of a secret: its documented prefix and its last four characters
 * ("sk_test_…4242", "whsec_…a1b2", "…9f3c"). Short values show nothing but the ellipsis.
 */
export function maskSecret(value: string): string {
  const prefix = /^(?:(?:pk|sk|rk)_(?:test|live)_|whsec_|acct_)/.exec(value)?.[0] ?? "";
  const rest = value.slice(prefix.length);
  return rest.length >= 12 ? `${prefix}…${rest.slice(-4)}` : `${prefix}…`;
}

export const PAYPAL_MODES = ["rest", "nvp"] as const;
export type PayPalMode = (typeof PAYPAL_MODES)[number];

/** Every credential field of every provider (spec core §3), as the wire names them. */
export const CREDENTIAL_FIELDS = [
  "publishable_key",
  "secret_key",
  "webhook_secret",
  "email",
  "client_id",
  "client_secret",
  "merchant_id",
  "webhook_id",
  "sandbox",
  "user",
  "password",
  "signature",
  "account_id",
] as const;
export type CredentialField = (typeof CREDENTIAL_FIELDS)[number];

export interface CredentialForm {
  /** In the order the form shows them. */
  fields: readonly CredentialField[];
  /** Never shown; stored encrypted; left empty on an update, the stored value stays. */
  secrets: readonly CredentialField[];
  optional: readonly CredentialField[];
}

/** The credentials each connectable provider takes, per PayPal mode. */
export const CREDENTIAL_FORMS = {
  stripe: {
    fields: ["publishable_key", "secret_key", "webhook_secret"],
    secrets: ["secret_key", "webhook_secret"],
    optional: [],
  },
  paypal_rest: {
    fields: ["email", "client_id", "client_secret", "merchant_id", "webhook_id", "sandbox"],
    secrets: ["client_secret"],
    optional: ["webhook_id", "sandbox"],
  },
  paypal_nvp: {
    fields: ["user", "password", "signature", "sandbox"],
    secrets: ["password", "signature"],
    optional: ["sandbox"],
  },
  stripe_connect: { fields: ["account_id"], secrets: [], optional: [] },
} as const satisfies Record<string, CredentialForm>;
export type CredentialFormKey = keyof typeof CREDENTIAL_FORMS;

/** The form of a provider (and PayPal mode); null for providers that take no credentials. */
export function credentialFormKey(
  provider: string,
  mode: string | null | undefined,
): CredentialFormKey | null {
  if (provider === "paypal") return mode === "nvp" ? "paypal_nvp" : "paypal_rest";
  return provider === "stripe" || provider === "stripe_connect" ? provider : null;
}

/** The shape check of each text field (secrets typed freely are only limited in length). */
export const CREDENTIAL_CHECKS: Partial<Record<CredentialField, (value: string) => string | null>> = {
  publishable_key: checkPublishableKey,
  secret_key: checkSecretKey,
  webhook_secret: checkWebhookSecret,
  email: checkEmail,
  client_id: checkProviderId,
  merchant_id: checkProviderId,
  webhook_id: checkProviderId,
  user: checkProviderId,
  account_id: checkAccountId,
};
