import {
  checkBic,
  checkIban,
  METHOD_PROVIDER_KEYS,
  providersForKey,
  type MethodProviderKey,
  type PaymentMethod,
} from "@sellwerk/domain";
import type { BankWireDetails, PaymentFlags, PaymentSettings } from "../../../api/checkoutSettingsTypes.ts";

// The "providers" tab of the payment settings: one provider per method choice and the bank
// details our own bank wire prints. The server judges the same rules (docs/api-checkout-settings.md).

export interface SettingsForm {
  methodProviders: Record<MethodProviderKey, string | null>;
  bankWire: BankWireDetails;
}

export function toSettingsForm(settings: PaymentSettings): SettingsForm {
  return { methodProviders: { ...settings.methodProviders }, bankWire: { ...settings.bankWire } };
}

/** The providers a choice may name: connected ones supporting its method; the current one stays listed. */
export function providerChoices(
  key: MethodProviderKey,
  connected: ReadonlySet<string>,
  current: string | null,
) {
  const offered: string[] = providersForKey(key).filter((p) => connected.has(p));
  return current && !offered.includes(current) ? [...offered, current] : offered;
}

/** Methods behind a feature flag that is off. */
export function blockedByFlags(flags: PaymentFlags): (method: PaymentMethod) => boolean {
  return (method) =>
    (method === "klarna" && !flags.klarna) ||
    (method === "twint" && !flags.twint) ||
    (method === "mondu" && !flags.mondu);
}

const compact = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** Validation codes by field path (bankWire.iban …), as the server would name them. */
export function settingsIssues(form: SettingsForm): Record<string, string> {
  const issues: Record<string, string> = {};
  const { accountHolder, iban, bic } = form.bankWire;
  if (iban.trim() && checkIban(compact(iban))) issues["bankWire.iban"] = "invalid_iban";
  if (bic.trim() && checkBic(bic)) issues["bankWire.bic"] = "invalid_bic";
  if (form.methodProviders.bankWireProvider === "bank_wire") {
    if (!accountHolder.trim()) issues["bankWire.accountHolder"] = "required";
    if (!iban.trim()) issues["bankWire.iban"] = "required";
  }
  return issues;
}

/** Every choice is sent, so the saved settings are exactly what the form shows. */
export function settingsPayload(form: SettingsForm, version: number) {
  return {
    version,
    methodProviders: Object.fromEntries(
      METHOD_PROVIDER_KEYS.map((k) => [k, form.methodProviders[k]]),
    ) as Record<MethodProviderKey, string | null>,
    bankWire: {
      accountHolder: form.bankWire.accountHolder.trim(),
      iban: compact(form.bankWire.iban),
      bic: compact(form.bankWire.bic),
    },
  };
}
