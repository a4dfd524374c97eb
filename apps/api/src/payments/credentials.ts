import {
  CREDENTIAL_FORMS,
  maskSecret,
  stripeKeyMode,
  type CredentialField,
  type CredentialForm,
  type CredentialFormKey,
} from "@sellwerk/domain";

// How a provider's credentials are stored (payment_provider_accounts), in the camelCase keys the
// adapters read (providers/*.ts), while the wire speaks snake_case (publishable_key …):
// - `secrets`, encrypted in `credentials`: secretKey, clientSecret, password, signature;
// - `webhookSecret`, encrypted in `webhook_secret`: Stripe's whsec_…;
// - `publicConfig`, plain: what may be shown or sent to the browser — publishableKey, clientId,
//   email, merchantId, webhookId, user, accountId, sandbox — plus a masked hint of every secret
//   (`secretKeyHint: "sk_test_…4242"`) and `testMode` where the credentials tell it.

export type CredentialValues = Partial<Record<CredentialField, string | boolean>>;

export interface SealedParts {
  secrets: Record<string, string>;
  webhookSecret: string | null;
  publicConfig: Record<string, string | boolean>;
}

export const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
export const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Stored keys that are ours, not something the seller entered. */
export function isDerivedKey(key: string): boolean {
  return key.endsWith("Hint") || key === "testMode";
}

/** Whether the keys move real money; null when the credentials do not say (connect). */
export function testModeOf(values: CredentialValues): boolean | null {
  if (typeof values.secret_key === "string") return stripeKeyMode(values.secret_key) === "test";
  if (typeof values.sandbox === "boolean") return values.sandbox;
  return null;
}

export function splitCredentials(form: CredentialFormKey, values: CredentialValues): SealedParts {
  const spec: CredentialForm = CREDENTIAL_FORMS[form];
  const parts: SealedParts = { secrets: {}, webhookSecret: null, publicConfig: {} };
  for (const field of spec.fields) {
    const value = values[field];
    if (value === undefined || value === "") continue;
    const key = toCamel(field);
    if (!spec.secrets.includes(field)) parts.publicConfig[key] = value;
    else {
      const text = String(value);
      parts.publicConfig[`${key}Hint`] = maskSecret(text);
      if (field === "webhook_secret") parts.webhookSecret = text;
      else parts.secrets[key] = text;
    }
  }
  const testMode = testModeOf(values);
  if (testMode !== null) parts.publicConfig.testMode = testMode;
  return parts;
}
