import {
  providerForMethod,
  type MethodProviderKey,
  type PaymentMethod,
  type PaymentMethodFlags,
} from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import type { SecretBox } from "../platform/crypto/secret-box.ts";
import type { ProviderAccount } from "./providers/provider.ts";
import { accountRows, openAccount, type AccountRow } from "./accounts.ts";
import { readPaymentSettings, type StoredPaymentSettings } from "./settings-store.ts";

/** Built-in providers have no row; the checkout gets an account for them all the same. */
function builtInAccount(provider: "sandbox" | "bank_wire" | "e_wallet" | "bank_account"): ProviderAccount {
  return { provider, mode: null, credentials: {}, publicConfig: {}, webhookSecret: null };
}

/**
 * Everything the checkout needs to take a seller's payment, in two queries: which provider
 * serves each method choice (defaults: every choice on the sandbox), the feature flags, the
 * bank details printed on bank-wire orders, and the connected accounts with their secrets
 * decrypted, keyed by provider name. Route a method with the domain's
 * `providerForMethod(method, methodProviders)` and pick `accounts.get(provider)`; a provider
 * whose account is missing (never connected, or unreadable) serves nothing.
 */
export async function sellerPaymentSetup(
  db: Executor,
  box: SecretBox,
  sellerId: number,
): Promise<{
  methodProviders: Record<MethodProviderKey, string | null>;
  flags: PaymentMethodFlags;
  bankWire: { account_holder: string; iban: string; bic: string };
  accounts: Map<string, ProviderAccount>;
}> {
  const [settings, rows] = await Promise.all([readPaymentSettings(db, sellerId), accountRows(db, sellerId)]);
  return paymentSetupFrom(box, settings, rows);
}

/** The setup from rows a caller read itself (the checkout reads them with the product). */
export function paymentSetupFrom(
  box: SecretBox,
  settings: StoredPaymentSettings,
  rows: readonly AccountRow[],
) {
  const accounts = new Map<string, ProviderAccount>([
    ["sandbox", builtInAccount("sandbox")],
    ["bank_wire", builtInAccount("bank_wire")],
    // Platform-operated: the registry has its adapter only where the platform configured it.
    ["e_wallet", builtInAccount("e_wallet")],
    ["bank_account", builtInAccount("bank_account")],
  ]);
  for (const row of rows) {
    const account = openAccount(box, row);
    if (account) accounts.set(row.provider, account);
  }
  return {
    methodProviders: settings.methodProviders,
    flags: settings.flags,
    bankWire: settings.bankWire,
    accounts,
  };
}

type PaymentSetup = Awaited<ReturnType<typeof sellerPaymentSetup>>;

/**
 * The provider account that takes `method` for this seller, or null: the provider matrix routes
 * it to a connected provider that serves it (domain PROVIDER_SUPPORT), and a bank transfer also needs
 * the seller's bank details (without them the buyer would be left with a reference and no
 * account). e_wallet and bank_account wires go to the provider's account instead
 * (wire-instructions.ts).
 */
export function methodAccount(
  setup: PaymentSetup,
  method: PaymentMethod,
): { provider: string; account: ProviderAccount } | null {
  const provider = providerForMethod(method, setup.methodProviders);
  if (
    method === "bank_wire" &&
    provider !== "e_wallet" &&
    provider !== "bank_account" &&
    setup.bankWire.iban.trim() === ""
  )
    return null;
  const account = provider ? setup.accounts.get(provider) : undefined;
  return provider && account ? { provider, account } : null;
}
