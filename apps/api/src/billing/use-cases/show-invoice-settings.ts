import type { billing } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { invoiceSettingsView } from "../settings-view.ts";

export function showInvoiceSettings(deps: Deps, sellerId: number): Promise<billing.InvoiceSettings> {
  return invoiceSettingsView(deps.db, sellerId, deps.clock.now());
}
