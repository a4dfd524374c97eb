import { eq, sql } from "drizzle-orm";
import type { PayoutSchedule } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { payoutSettings } from "./tables.ts";

export interface StoredPayoutSettings {
  schedule: PayoutSchedule;
  day: number;
  minimumAmount: number;
  currency: string;
}

export const DEFAULT_PAYOUT_SETTINGS: StoredPayoutSettings = {
  schedule: "manual",
  day: 1,
  minimumAmount: 0,
  currency: "eur",
};

export async function readPayoutSettings(ex: Executor, payee: string): Promise<StoredPayoutSettings> {
  const [row] = await ex.select().from(payoutSettings).where(eq(payoutSettings.payee, payee));
  if (!row) return DEFAULT_PAYOUT_SETTINGS;
  return {
    schedule: row.schedule as PayoutSchedule,
    day: row.day,
    minimumAmount: row.minimumAmount,
    currency: row.currency,
  };
}

/**
 * Locks the payee's payouts for the rest of the transaction: the settings row (made with the
 * defaults if missing) is the lock per payee, so two payout runs for one payee — two workers,
 * a ticker and a "pay out now" — read the balance one after the other and never pay it twice.
 */
export async function lockPayee(ex: Executor, payee: string): Promise<StoredPayoutSettings> {
  await ex.insert(payoutSettings).values({ payee }).onConflictDoNothing();
  await ex.execute(sql`select id from ${payoutSettings} where ${payoutSettings.payee} = ${payee} for update`);
  return readPayoutSettings(ex, payee);
}
