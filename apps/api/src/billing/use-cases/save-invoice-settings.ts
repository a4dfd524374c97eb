import type { billing } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { invoiceSettingsView } from "../settings-view.ts";
import { billingSettings } from "../tables.ts";

/**
 * Saves the number formats (checked by the body's schema: one counter, known placeholders, at
 * most 40 printable ASCII characters, invoice and credit memo formats that cannot print the same
 * number). Documents issued from now on use them; issued ones keep their numbers. A changed format
 * continues the counter it shares with the old one (docs/billing.md "Changing the format").
 */
export async function saveInvoiceSettings(
  deps: Deps,
  sellerId: number,
  body: billing.SaveInvoiceSettingsBody,
): Promise<billing.InvoiceSettings> {
  const values = {
    invoiceNumberFormat: body.invoice_number_format,
    creditMemoNumberFormat: body.credit_memo_number_format,
    updatedAt: deps.clock.now(),
  };
  await deps.db
    .insert(billingSettings)
    .values({ sellerId, ...values })
    .onConflictDoUpdate({ target: billingSettings.sellerId, set: values });
  return invoiceSettingsView(deps.db, sellerId, deps.clock.now());
}
