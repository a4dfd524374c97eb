import { and, eq } from "drizzle-orm";
import type { billing } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { linkedOf, selectLinkedDocuments } from "../repository.ts";
import { invoices } from "../tables.ts";
import { invoiceDetailView } from "../views.ts";

/** One of the seller's documents with its buyer (the correction form starts from it); null for another seller's. */
export async function showInvoice(
  deps: Deps,
  sellerId: number,
  id: number,
): Promise<billing.InvoiceDetail | null> {
  const [row] = await selectLinkedDocuments(deps.db).where(
    and(eq(invoices.id, id), eq(invoices.sellerId, sellerId)),
  );
  return row ? invoiceDetailView(row.invoice, linkedOf(row)) : null;
}
