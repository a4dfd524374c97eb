import { eq } from "drizzle-orm";
import { DATEV_ACCOUNT_KEYS, DATEV_DEFAULT_ACCOUNTS, type DatevAccounts } from "@sellwerk/domain";
import type { accounting } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { accountingSettings } from "./tables.ts";

// The row holds the account numbers, the two header numbers and the fee-VAT switch in one object
// of strings (see tables.ts); a stored row or export copy lacking a later key gets its default.

export async function readAccountingSettings(
  ex: Executor,
  sellerId: number,
): Promise<accounting.AccountingSettings> {
  const [row] = await ex.select().from(accountingSettings).where(eq(accountingSettings.sellerId, sellerId));
  return settingsOfCopy(row?.accounts ?? {});
}

/** Flattened as stored in accounting_settings.accounts and copied into each export. */
export function storedSettings(s: accounting.AccountingSettings): Record<string, string> {
  return {
    ...s.accounts,
    consultant_number: s.consultant_number,
    client_number: s.client_number,
    platform_fee_vat: s.platform_fee_vat ? "true" : "",
  };
}

/** Back from an export's copy (older copies lack keys added later: defaults fill them). */
export function settingsOfCopy(stored: Record<string, string>): accounting.AccountingSettings {
  return {
    accounts: Object.fromEntries(
      DATEV_ACCOUNT_KEYS.map((k) => [k, stored[k] ?? DATEV_DEFAULT_ACCOUNTS[k]]),
    ) as DatevAccounts,
    consultant_number: stored.consultant_number ?? "",
    client_number: stored.client_number ?? "",
    platform_fee_vat: stored.platform_fee_vat === "true",
  };
}
