import { eq, inArray } from "drizzle-orm";
import { DEFAULT_DUNNING_SETTINGS, type DunningSettings, type DunningStrategy } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { dunningSettings } from "./tables.ts";

type Row = typeof dunningSettings.$inferSelect;

function settingsOfRow(row: Row): DunningSettings {
  return {
    strategy: row.strategy as DunningStrategy,
    schedule: {
      first_days: row.firstDays,
      second_days: row.secondDays,
      third_days: row.thirdDays,
      inkasso_days: row.inkassoDays,
    },
    fees: { first_fee: row.firstFee, second_fee: row.secondFee, third_fee: row.thirdFee },
  };
}

/** The seller's dunning settings; no row means the domain's defaults. */
export async function dunningSettingsOf(ex: Executor, sellerId: number): Promise<DunningSettings> {
  const [row] = await ex.select().from(dunningSettings).where(eq(dunningSettings.sellerId, sellerId));
  return row ? settingsOfRow(row) : DEFAULT_DUNNING_SETTINGS;
}

/** Settings of several sellers at once (the ticker works across sellers). */
export async function dunningSettingsBySeller(
  ex: Executor,
  sellerIds: readonly number[],
): Promise<(sellerId: number) => DunningSettings> {
  const rows = sellerIds.length ? await ex.select().from(dunningSettings).where(inSellers(sellerIds)) : [];
  const map = new Map(rows.map((r) => [r.sellerId, settingsOfRow(r)]));
  return (sellerId) => map.get(sellerId) ?? DEFAULT_DUNNING_SETTINGS;
}

const inSellers = (ids: readonly number[]) => inArray(dunningSettings.sellerId, [...ids]);

export async function saveDunningSettings(ex: Executor, sellerId: number, s: DunningSettings, now: Date) {
  const values = {
    strategy: s.strategy,
    firstDays: s.schedule.first_days,
    secondDays: s.schedule.second_days,
    thirdDays: s.schedule.third_days,
    inkassoDays: s.schedule.inkasso_days,
    firstFee: s.fees.first_fee,
    secondFee: s.fees.second_fee,
    thirdFee: s.fees.third_fee,
    updatedAt: now,
  };
  await ex
    .insert(dunningSettings)
    .values({ sellerId, ...values })
    .onConflictDoUpdate({ target: dunningSettings.sellerId, set: values });
}
