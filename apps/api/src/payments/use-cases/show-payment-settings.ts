import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { readPaymentSettings, settingsView } from "../settings-store.ts";

export async function showPaymentSettings(
  deps: Deps,
  sellerId: number,
): Promise<checkoutSettings.PaymentSettings> {
  return settingsView(await readPaymentSettings(deps.db, sellerId));
}
