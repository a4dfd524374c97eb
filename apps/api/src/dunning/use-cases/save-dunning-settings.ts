import type { DunningSettings } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { saveDunningSettings } from "../settings-store.ts";

/**
 * The seller's strategy, days and fees. They apply to new claims' strategy and to every open
 * claim's next step; a claim keeps the strategy it opened under.
 */
export async function saveSettings(deps: Deps, sellerId: number, settings: DunningSettings) {
  await saveDunningSettings(deps.db, sellerId, settings, deps.clock.now());
  return settings;
}
