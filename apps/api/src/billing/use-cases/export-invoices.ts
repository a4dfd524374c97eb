import { Readable } from "node:stream";
import { and, asc, gt } from "drizzle-orm";
import type { billing } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { csvAmount, csvLine } from "../../platform/http/csv.ts";
import { invoices } from "../tables.ts";
import { linkedOf, selectLinkedDocuments } from "../repository.ts";
import { cabinetInvoiceView } from "../views.ts";
import { invoiceConditions } from "./list-invoices.ts";

/** Documents read per query while streaming: memory stays flat however many there are. */
const PAGE = 1000;

export const INVOICES_CSV_HEADER = [
  "id",
  "number",
  "kind",
  "order_id",
  "issued_at",
  "supplied_at",
  "currency",
  "net_amount",
  "vat_amount",
  "gross_amount",
  "vat_mode",
  "buyer_name",
  "buyer_email",
  "references_number",
  "corrects_number",
  "cancelled_by_number",
] as const;

/**
 * The invoices and reversals (credit memos) as CSV with the list's filters and search, oldest
 * first (by id), amounts in major units as the list shows them.
 */
export function exportInvoices(deps: Deps, sellerId: number, q: billing.InvoicesFilters): Readable {
  const where = and(...invoiceConditions(sellerId, q));
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(INVOICES_CSV_HEADER);
    let after = 0;
    for (;;) {
      const rows = await selectLinkedDocuments(deps.db)
        .where(and(where, gt(invoices.id, after)))
        .orderBy(asc(invoices.id))
        .limit(PAGE);
      for (const row of rows) {
        const i = cabinetInvoiceView(row.invoice, linkedOf(row));
        const money = (amount: number) => csvAmount(amount, i.currency);
        yield csvLine([
          i.id,
          i.number,
          i.kind,
          i.order_id,
          i.issued_at,
          i.supplied_at,
          i.currency,
          money(i.net_amount),
          money(i.vat_amount),
          money(i.gross_amount),
          i.vat_mode,
          i.buyer_name,
          i.buyer_email,
          i.references_number,
          i.corrects_number,
          i.cancelled_by_number,
        ]);
      }
      if (rows.length < PAGE) return;
      after = rows.at(-1)!.invoice.id;
    }
  }
  return Readable.from(lines());
}
