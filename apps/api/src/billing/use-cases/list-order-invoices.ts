import { asc, eq } from "drizzle-orm";
import type { billing } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { orders } from "../../orders/index.ts";
import { invoices } from "../tables.ts";
import { invoiceListItemView, pdfUrls } from "../views.ts";

/**
 * An order's invoices and credit memos, oldest first, as its buyer sees them (the order page by
 * token, the payer area), each naming what it reverses or corrects and what cancelled it. The
 * PDF links go through the order's token, which is what the buyer holds; an unknown order has none.
 */
export async function listOrderInvoices(deps: Deps, orderId: number): Promise<billing.InvoiceListItem[]> {
  const [order] = await deps.db.select({ token: orders.token }).from(orders).where(eq(orders.id, orderId));
  if (!order) return [];
  const rows = await deps.db
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
      pdfUrls.order(order.token, r.id),
    ),
  );
}
