import { asc, eq } from "drizzle-orm";
import type { billing } from "@sellwerk/contracts";
import type { Executor } from "../../platform/db/client.ts";
import { invoices } from "../tables.ts";
import { invoiceListItemView } from "../views.ts";

/**
 * An order's invoices and credit memos, oldest first, each naming what it reverses or corrects and
 * what cancelled it: for its buyer (the order page by token, the payer area: PDF links through the
 * token they hold) and for its seller (the cabinet's order page: the cabinet's PDF links).
 */
export async function listOrderInvoices(
  ex: Executor,
  orderId: number,
  pdfUrl: (invoiceId: number) => string,
): Promise<billing.InvoiceListItem[]> {
  const rows = await ex
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const numbers = new Map(rows.map((r) => [r.id, r.number]));
  const numberOf = (id: number | null) => (id ? (numbers.get(id) ?? null) : null);
  const cancelledBy = new Map(
    rows
      .filter((r) => r.kind === "credit_memo" && r.paymentId === null && r.referencesInvoiceId)
      .map((r) => [r.referencesInvoiceId!, r.number]),
  );
  return rows.map((r) =>
    invoiceListItemView(
      r,
      {
        references: numberOf(r.referencesInvoiceId),
        corrects: numberOf(r.correctsInvoiceId),
        cancelledBy: cancelledBy.get(r.id) ?? null,
      },
      pdfUrl(r.id),
    ),
  );
}
