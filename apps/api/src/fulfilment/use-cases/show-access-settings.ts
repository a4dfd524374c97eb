import type { fulfilment } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { accessSettingsOf } from "../access-settings.ts";

/** The seller's access settings for unpaid rates (keep, or suspend after grace days). */
export async function showAccessSettings(deps: Deps, sellerId: number): Promise<fulfilment.AccessSettings> {
  return accessSettingsOf(deps.db, sellerId);
}
