import { eq } from "drizzle-orm";
import { DEFAULT_CREDIT_MEMO_NUMBER_FORMAT, DEFAULT_INVOICE_NUMBER_FORMAT } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { billingSettings, pendingVatChanges } from "./tables.ts";

// The seller's billing settings: the number formats (billing_settings; no row means the domain's
// defaults) and the VAT change waiting for its day (pending_vat_changes, at most one per seller).

export interface NumberFormats {
  invoiceNumberFormat: string;
  creditMemoNumberFormat: string;
}

export type PendingVatChangeRow = typeof pendingVatChanges.$inferSelect;

/** The saved formats' columns, for a caller that reads them joined to its own row (left join). */
export const numberFormatColumns = {
  invoiceNumberFormat: billingSettings.invoiceNumberFormat,
  creditMemoNumberFormat: billingSettings.creditMemoNumberFormat,
};

/** The saved formats, or the domain's defaults while the seller has saved none. */
export function numberFormatsOr(saved: NumberFormats | null | undefined): NumberFormats {
  return (
    saved ?? {
      invoiceNumberFormat: DEFAULT_INVOICE_NUMBER_FORMAT,
      creditMemoNumberFormat: DEFAULT_CREDIT_MEMO_NUMBER_FORMAT,
    }
  );
}

export async function readNumberFormats(ex: Executor, sellerId: number): Promise<NumberFormats> {
  const [row] = await ex
    .select(numberFormatColumns)
    .from(billingSettings)
    .where(eq(billingSettings.sellerId, sellerId));
  return numberFormatsOr(row);
}

export async function findPendingVatChange(
  ex: Executor,
  sellerId: number,
  lock = false,
): Promise<PendingVatChangeRow | null> {
  const query = ex.select().from(pendingVatChanges).where(eq(pendingVatChanges.sellerId, sellerId));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

/** The profile's VAT fields a change replaces (spec core §3 names), as the profile stores them. */
export function vatFieldsOf(change: Pick<PendingVatChangeRow, "vatPayer" | "vatExemptionReason" | "vatNo">) {
  return {
    vatPayer: change.vatPayer,
    vatExemptionReason: change.vatExemptionReason,
    vatNo: change.vatNo,
  };
}
