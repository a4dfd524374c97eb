import { and, eq } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { SecretBoxError, type SecretBox } from "../platform/crypto/secret-box.ts";
import type { ProviderAccount, ProviderName } from "./providers/provider.ts";
import { isDerivedKey, toSnake, type CredentialValues } from "./credentials.ts";
import { paymentProviderAccounts } from "./tables.ts";

// The seller's connected provider accounts (payment_provider_accounts), sealed and opened.

export type AccountRow = typeof paymentProviderAccounts.$inferSelect;

/**
 * Associated data of a sealed column: the ciphertext decrypts only in the row and column it was
 * written for, so copying it into another seller's row (or from credentials into the webhook
 * secret) yields nothing.
 */
export function sealContext(sellerId: number, provider: string, column: "credentials" | "webhook_secret") {
  return `payment_provider_accounts:${sellerId}:${provider}:${column}`;
}

/** `share` keeps the rows from being disconnected until the caller's transaction ends. */
export async function accountRows(ex: Executor, sellerId: number, lock?: "share"): Promise<AccountRow[]> {
  const query = ex
    .select()
    .from(paymentProviderAccounts)
    .where(and(eq(paymentProviderAccounts.sellerId, sellerId), eq(paymentProviderAccounts.active, true)));
  return lock ? query.for(lock) : query;
}

export async function findAccountRow(
  ex: Executor,
  sellerId: number,
  provider: string,
  lock = false,
): Promise<AccountRow | undefined> {
  const query = ex
    .select()
    .from(paymentProviderAccounts)
    .where(
      and(eq(paymentProviderAccounts.sellerId, sellerId), eq(paymentProviderAccounts.provider, provider)),
    );
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

function strings(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
}

/** What the seller entered and may be shown (ids, emails, the sandbox switch), without our hints. */
function enteredPublic(row: AccountRow): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(row.publicConfig).filter(
      (e): e is [string, string | boolean] =>
        !isDerivedKey(e[0]) && (typeof e[1] === "string" || typeof e[1] === "boolean"),
    ),
  );
}

/**
 * The account with its secrets decrypted, or null when they cannot be read (the signing secret
 * changed since they were stored): such an account serves nothing until the seller connects again.
 * `credentials` holds the secrets and, for the adapters' convenience, the entered ids as well.
 */
export function openAccount(box: SecretBox, row: AccountRow): ProviderAccount | null {
  try {
    const secrets = row.credentials
      ? strings(box.decrypt(row.credentials, sealContext(row.sellerId, row.provider, "credentials")))
      : {};
    const webhook = row.webhookSecret
      ? box.decrypt(row.webhookSecret, sealContext(row.sellerId, row.provider, "webhook_secret")).value
      : null;
    return {
      provider: row.provider as ProviderName,
      mode: row.mode,
      credentials: { ...strings(enteredPublic(row)), ...secrets },
      publicConfig: row.publicConfig,
      webhookSecret: typeof webhook === "string" ? webhook : null,
    };
  } catch (err) {
    if (err instanceof SecretBoxError) return null;
    throw err;
  }
}

/** Every value the seller entered last time, by wire field, secrets included (kept on an update). */
export function enteredValues(box: SecretBox, row: AccountRow): CredentialValues {
  const account = openAccount(box, row);
  if (!account) return {};
  const entered = { ...enteredPublic(row), ...account.credentials };
  return {
    ...Object.fromEntries(Object.entries(entered).map(([key, value]) => [toSnake(key), value])),
    ...(account.webhookSecret ? { webhook_secret: account.webhookSecret } : {}),
  };
}
