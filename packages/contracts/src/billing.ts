import { VAT_MODES } from "@sellwerk/domain";
import { z } from "./zod.ts";
import { listQuery, listResponse, queryDate } from "./list.ts";
import { dateTime, recordId } from "./product-parts.ts";
import { orderTokenParams } from "./checkout.ts";

// Invoices and credit memos (spec two §2 "invoices and reversals: /cabinet/invoices"; issue 5).
// Money is in integer minor units with a lower-case currency. A credit memo's amounts are
// positive: its kind says they are credited back.

export const INVOICE_KINDS = ["invoice", "credit_memo"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_SORT_KEYS = ["issued_at", "gross_amount", "id"] as const;

/** `query` finds a number (or its start) or the buyer's name or email. */
export const invoicesQuery = listQuery(
  { sortKeys: INVOICE_SORT_KEYS, defaultSortKey: "issued_at" },
  {
    kind: z.enum(INVOICE_KINDS).optional(),
    order_id: recordId.optional(),
    issued_from: queryDate,
    issued_till: queryDate,
  },
);
export type InvoicesQuery = z.infer<typeof invoicesQuery>;

export const invoiceListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  order_id: z.number().int(),
  issued_at: dateTime,
  /** Date of supply (Leistungsdatum). */
  supplied_at: dateTime,
  currency: z.string().length(3),
  net_amount: z.number().int(),
  vat_amount: z.number().int(),
  gross_amount: z.number().int(),
  vat_mode: z.enum(VAT_MODES),
  buyer_name: z.string(),
  buyer_email: z.string(),
  /** The invoice a credit memo reverses; null for an invoice. */
  references_number: z.string().nullable(),
  /** The PDF, for whoever may see it (the seller's token, or the order's token in the path). */
  pdf_url: z.string(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;
export const invoicesAnswer = listResponse(invoiceListItem);

export const invoiceParams = z.object({ id: recordId });
export const orderInvoiceParams = orderTokenParams.extend({ id: recordId });
/** An order's documents, oldest first; few enough per order to need no pages. */
export const orderInvoicesAnswer = z.object({ list: z.array(invoiceListItem) });
