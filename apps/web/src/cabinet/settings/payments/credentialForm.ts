import {
  CREDENTIAL_CHECKS,
  CREDENTIAL_FORMS,
  type CredentialField,
  type CredentialForm,
  type CredentialFormKey,
  type PayPalMode,
} from "@sellwerk/domain";
import type { ProviderAccount } from "../../../api/checkoutSettingsTypes.ts";
import { snakeToCamel } from "../../../api/client/caseConversion.ts";

// The connect form of a provider (spec core §3): which fields it has, what they start with, what
// is wrong with them, and what is sent. Fields and their checks are the domain's, which the API
// applies too, so the browser refuses exactly what the server would.

export interface CredentialFieldSpec {
  /** Wire name (secret_key). */
  field: CredentialField;
  /** Form and translation key (secretKey). */
  key: string;
  secret: boolean;
  optional: boolean;
  kind: "text" | "switch";
}

export type CredentialValues = Record<string, string | boolean>;

export function credentialFields(form: CredentialFormKey): CredentialFieldSpec[] {
  const spec: CredentialForm = CREDENTIAL_FORMS[form];
  return spec.fields.map((field) => ({
    field,
    key: snakeToCamel(field),
    secret: spec.secrets.includes(field),
    optional: spec.optional.includes(field),
    kind: field === "sandbox" ? "switch" : "text",
  }));
}

/** Whether the stored credentials belong to this form (an account in the other PayPal mode does not). */
export function storedFor(account: ProviderAccount, mode: PayPalMode | null): boolean {
  return account.connected && (account.provider !== "paypal" || account.mode === mode);
}

/** Public values as stored; secrets start empty (only their hint is known) and stay if left so. */
export function initialValues(
  account: ProviderAccount,
  fields: readonly CredentialFieldSpec[],
  stored: boolean,
) {
  const values: CredentialValues = {};
  for (const f of fields) {
    const shown = stored ? account.publicConfig[f.key] : undefined;
    values[f.key] =
      f.kind === "switch" ? shown === true : !f.secret && typeof shown === "string" ? shown : "";
  }
  return values;
}

/** The masked hint of a stored secret ("sk_test_…4242"), if any. */
export function secretHint(
  account: ProviderAccount,
  field: CredentialFieldSpec,
  stored: boolean,
): string | null {
  const hint = stored ? account.publicConfig[`${field.key}Hint`] : undefined;
  return typeof hint === "string" ? hint : null;
}

/** Validation codes per field key; a secret left empty is fine while a stored one exists. */
export function credentialIssues(
  values: CredentialValues,
  fields: readonly CredentialFieldSpec[],
  stored: boolean,
): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const f of fields) {
    const value = values[f.key];
    if (f.kind === "switch") continue;
    const text = typeof value === "string" ? value.trim() : "";
    if (!text) {
      if (!f.optional && !(f.secret && stored)) issues[f.key] = "required";
      continue;
    }
    const code = CREDENTIAL_CHECKS[f.field]?.(text);
    if (code) issues[f.key] = code;
  }
  return issues;
}

/** The body's credentials: trimmed texts; empty secrets are sent empty and keep the stored ones. */
export function credentialPayload(values: CredentialValues, fields: readonly CredentialFieldSpec[]) {
  return Object.fromEntries(
    fields.map((f) => {
      const value = values[f.key];
      return [f.key, f.kind === "switch" ? value === true : typeof value === "string" ? value.trim() : ""];
    }),
  );
}
