import { and, eq, gte, ilike, lte, type SQL } from "drizzle-orm";
import type { billing } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { COUNT_BUDGET_MS, likePattern, listPage, tillInclusive } from "../../platform/db/list.ts";
import { invoices } from "../tables.ts";
import { linkedOf, selectLinkedDocuments } from "../repository.ts";
import { cabinetInvoiceView } from "../views.ts";

const SORT_COLUMNS = {
  issued_at: invoices.issuedAt,
  gross_amount: invoices.grossAmount,
  id: invoices.id,
} as const;

/**
 * The seller's invoices and credit memos (cabinet "invoices and reversals"), newest first, each
 * with the documents it names (reverses, corrects, cancelled by) and whether it can be corrected.
 * Pages also by cursor: both sort keys have an index after the seller ending in (key, id).
 */
export async function listInvoices(deps: Deps, sellerId: number, q: billing.InvoicesQuery) {
  const condition = and(...invoiceConditions(sellerId, q));
  return listPage(deps.db, {
    table: invoices,
    where: condition,
    request: q,
    countBudgetMs: q.query ? COUNT_BUDGET_MS : undefined,
    keyset: {
      column: SORT_COLUMNS[q.sort_key],
      id: invoices.id,
      scope: eq(invoices.sellerId, sellerId),
      idOf: (item: billing.CabinetInvoiceListItem) => item.id,
    },
    fetch: async ({ limit, offset, after, orderBy }) => {
      const rows = await selectLinkedDocuments(deps.db)
        .where(and(condition, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => cabinetInvoiceView(r.invoice, linkedOf(r)));
    },
  });
}

/** The list's filters and search (shared by its CSV). */
export function invoiceConditions(sellerId: number, q: billing.InvoicesFilters): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [eq(invoices.sellerId, sellerId)];
  if (q.kind) where.push(eq(invoices.kind, q.kind));
  if (q.order_id) where.push(eq(invoices.orderId, q.order_id));
  if (q.issued_from) where.push(gte(invoices.issuedAt, new Date(q.issued_from)));
  if (q.issued_till) where.push(lte(invoices.issuedAt, tillInclusive(q.issued_till)));
  // The number or the buyer's name, company or email, through the trigram index on search_text.
  if (q.query) where.push(ilike(invoices.searchText, likePattern(q.query)));
  return where;
}
