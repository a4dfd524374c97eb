import { sql } from "drizzle-orm";
import type { accounting } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { accountingSettings } from "../tables.ts";
import { storedSettings } from "../settings-store.ts";

/** The seller's account numbers for later exports (exports already asked for keep their copy). */
export async function saveAccountingSettings(
  deps: Deps,
  sellerId: number,
  settings: accounting.AccountingSettings,
): Promise<accounting.AccountingSettings> {
  const accounts = storedSettings(settings);
  await deps.db
    .insert(accountingSettings)
    .values({ sellerId, accounts })
    .onConflictDoUpdate({ target: accountingSettings.sellerId, set: { accounts, updatedAt: sql`now()` } });
  return settings;
}
