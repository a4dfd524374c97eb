import {
  checkInvoiceNumberFormats,
  INVOICE_NUMBER_FORMAT_MAX_LENGTH,
  isCountryCode,
  isValidVatNumber,
  PENDING_VAT_CHANGE_STATES,
  VAT_EXEMPTION_REASONS,
  VAT_MODES,
} from "@sellwerk/domain";
import { z } from "./zod.ts";
import { KEYSET_PAGING, keysetListResponse, listCursor, listQuery, queryDate } from "./list.ts";
import { dateTime, recordId } from "./product-parts.ts";
import { BUYER_KINDS, orderTokenParams } from "./checkout.ts";

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
    cursor: listCursor,
  },
);
export type InvoicesQuery = z.infer<typeof invoicesQuery>;
/** The list's filters and search without paging and sorting: the invoices CSV (and its export job). */
export const invoicesExportQuery = invoicesQuery.omit(KEYSET_PAGING);
export type InvoicesFilters = z.infer<typeof invoicesExportQuery>;

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
  /** A corrected invoice: the number of the invoice it replaces. */
  corrects_number: z.string().nullable(),
  /** An invoice cancelled for a correction: the number of the credit memo that cancelled it. */
  cancelled_by_number: z.string().nullable(),
  /** The PDF, for whoever may see it (the seller's token, or the order's token in the path). */
  pdf_url: z.string(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

/** The seller's list adds whether "Correct" is offered: an invoice not corrected nor reversed in full. */
export const cabinetInvoiceListItem = invoiceListItem.extend({ correctable: z.boolean() });
export type CabinetInvoiceListItem = z.infer<typeof cabinetInvoiceListItem>;
export const invoicesAnswer = keysetListResponse(cabinetInvoiceListItem);

export const invoiceParams = z.object({ id: recordId });
export const orderInvoiceParams = orderTokenParams.extend({ id: recordId });
/** An order's documents, oldest first; few enough per order to need no pages. */
export const orderInvoicesAnswer = z.object({ list: z.array(invoiceListItem) });

// --- correcting an invoice (a cancelling credit memo and a corrected invoice, in one go) ---

/** The buyer as an invoice names them (docs/billing.md "Correcting an invoice"). */
export const invoiceBuyerInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    company: z.string().trim().max(120).default(""),
    /** Street and number, as printed. */
    street: z.string().trim().max(140).default(""),
    zip: z.string().trim().max(20).default(""),
    city: z.string().trim().max(80).default(""),
    country: z.string().trim().toUpperCase().refine(isCountryCode, { message: "invalid_value" }),
    vat_id: z.string().trim().max(20).default(""),
    kind: z.enum(BUYER_KINDS),
  })
  .superRefine((buyer, ctx) => {
    // A business invoice names the company; a VAT id must at least have its country's shape.
    if (buyer.kind === "business" && !buyer.company)
      ctx.addIssue({ code: "custom", path: ["company"], message: "required" });
    if (buyer.vat_id && !isValidVatNumber(buyer.vat_id))
      ctx.addIssue({ code: "custom", path: ["vat_id"], message: "wrong_vat" });
  });
export type InvoiceBuyerInput = z.infer<typeof invoiceBuyerInput>;

export const correctInvoiceBody = z.object({ buyer: invoiceBuyerInput });
export type CorrectInvoiceBody = z.infer<typeof correctInvoiceBody>;

/** One document with the buyer it names, which the correction form starts from. */
export const invoiceDetail = cabinetInvoiceListItem.extend({
  buyer: z.object({
    name: z.string(),
    company: z.string(),
    street: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string(),
    vat_id: z.string(),
    kind: z.enum(BUYER_KINDS),
    email: z.string(),
  }),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
export const invoiceDetailEnvelope = z.object({ invoice: invoiceDetail });

/** What a correction issued: the memo cancelling the invoice and the invoice replacing it. */
export const invoiceCorrection = z.object({
  credit_memo: cabinetInvoiceListItem,
  invoice: cabinetInvoiceListItem,
});
export type InvoiceCorrection = z.infer<typeof invoiceCorrection>;

// --- invoice settings (/cabinet/settings/invoices) ---

/**
 * Both formats at once: each must be a format (one counter {N…}, known placeholders, printable
 * ASCII, at most 40 characters), and the two must not be able to print the same number.
 */
export const saveInvoiceSettingsBody = z
  .object({
    invoice_number_format: z.string().trim(),
    credit_memo_number_format: z.string().trim(),
  })
  .superRefine((body, ctx) => {
    const errors = checkInvoiceNumberFormats({
      invoiceNumberFormat: body.invoice_number_format,
      creditMemoNumberFormat: body.credit_memo_number_format,
    });
    const fields = [
      ["invoice_number_format", errors.invoiceNumberFormat],
      ["credit_memo_number_format", errors.creditMemoNumberFormat],
    ] as const;
    for (const [path, code] of fields)
      if (code)
        ctx.addIssue({
          code: "custom",
          path: [path],
          message: code,
          params: { maximum: INVOICE_NUMBER_FORMAT_MAX_LENGTH },
        });
  });
export type SaveInvoiceSettingsBody = z.infer<typeof saveInvoiceSettingsBody>;

/** The next sequence of a kind's counters: the current year's and the one that never restarts. */
const nextSequences = z.object({ yearly: z.number().int(), running: z.number().int() });

/** The VAT fields of the seller profile (spec core §3). */
export const vatSettings = z.object({
  vat_payer: z.boolean(),
  vat_exemption_reason: z.enum(VAT_EXEMPTION_REASONS).nullable(),
  vat_no: z.string().nullable(),
});

export const pendingVatChange = vatSettings.extend({
  /** The day it applies from, yyyy-mm-dd, as chosen. */
  effective_on: z.string(),
  /** Its first moment: the start of that day in Germany, where documents are dated. */
  effective_from: dateTime,
  state: z.enum(PENDING_VAT_CHANGE_STATES),
});
export type PendingVatChange = z.infer<typeof pendingVatChange>;

export const invoiceSettings = z.object({
  invoice_number_format: z.string(),
  credit_memo_number_format: z.string(),
  /** What the next real (not test-mode) documents will be numbered with the saved formats. */
  next_invoice_number: z.string(),
  next_credit_memo_number: z.string(),
  /** Today's year and month and the counters, so a form can preview a format before saving it. */
  counters: z.object({
    year: z.number().int(),
    month: z.number().int(),
    invoice: nextSequences,
    credit_memo: nextSequences,
  }),
  /** The seller profile's VAT settings as they apply today. */
  vat: vatSettings,
  pending_vat_change: pendingVatChange.nullable(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettings>;
export const invoiceSettingsEnvelope = z.object({ invoice_settings: invoiceSettings });

/** A day after today; the domain's checkPendingVatChange judges the fields together. */
export const scheduleVatChangeBody = z.object({
  vat_payer: z.boolean(),
  vat_exemption_reason: z.string().trim().nullable().default(null),
  vat_no: z.string().trim().max(20).nullable().default(null),
  effective_on: z.string().trim().max(10),
});
export type ScheduleVatChangeBody = z.infer<typeof scheduleVatChangeBody>;
