import { eq } from "drizzle-orm";
import { formatMoney, type Locale } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import type { Tx } from "../platform/db/client.ts";
import { queueMail, type MailTemplate } from "../notifications/index.ts";
import { products } from "../catalog/index.ts";
import { orders } from "../orders/index.ts";
import { invoiceLabels } from "./documents/labels.ts";
import { TEST_NUMBER_PREFIX, type BuyerSnapshot, type InvoiceRow, type SellerSnapshot } from "./snapshot.ts";

// Every document goes to its buyer with its PDF attached, queued in the transaction that issues
// it: the mail exists exactly when the document does. The PDF is read when the mail is sent
// (notifications/attachments.ts), after the issuing job has rendered it or by rendering it then.

/** The order a document mail links to and the product it names. */
export interface MailedOrder {
  token: string;
  product: string;
}

/**
 * The words every document mail needs: whom it goes to, from whom, about what. The order's token
 * and product are read unless the caller read them already (the invoice job, issue 11).
 */
async function mailContext(tx: Tx, doc: InvoiceRow, known?: MailedOrder) {
  const [row] = known
    ? [known]
    : await tx
        .select({ token: orders.token, product: products.name })
        .from(orders)
        .innerJoin(products, eq(products.id, orders.productId))
        .where(eq(orders.id, doc.orderId));
  const buyer = doc.buyer as BuyerSnapshot;
  const locale = doc.locale as Locale;
  const labels = invoiceLabels(locale);
  return {
    row,
    to: buyer.email,
    locale,
    vars: {
      name: buyer.name || buyer.company,
      seller: (doc.seller as SellerSnapshot).name,
      product: row?.product ?? "",
      number: doc.number,
      amount: formatMoney(doc.grossAmount, doc.currency, locale),
      // A test purchase is mailed too, saying what its PDF says.
      test: doc.number.startsWith(TEST_NUMBER_PREFIX) ? ` ${labels.testNote}` : "",
    },
  };
}

async function send(
  deps: Deps,
  tx: Tx,
  doc: InvoiceRow,
  template: MailTemplate,
  attached: readonly InvoiceRow[],
  vars: Record<string, string> = {},
  known?: MailedOrder,
): Promise<void> {
  const context = await mailContext(tx, doc, known);
  if (!context.row || !context.to) return;
  await queueMail(deps, tx, {
    userId: null,
    to: context.to,
    template,
    locale: context.locale,
    vars: { ...context.vars, ...vars },
    // The buyer's account (made with the first delivery) lists the order's documents; the
    // token-only manage page does not.
    actionPath: `/payer/orders/${context.row.token}`,
    attachments: attached.map((d) => ({ kind: "invoice", id: d.id })),
  });
}

export function mailInvoice(deps: Deps, tx: Tx, invoice: InvoiceRow, order?: MailedOrder): Promise<void> {
  return send(deps, tx, invoice, "invoice_issued", [invoice], {}, order);
}

export function mailCreditMemo(deps: Deps, tx: Tx, memo: InvoiceRow, invoice: InvoiceRow): Promise<void> {
  return send(deps, tx, memo, "credit_memo_issued", [memo], { invoice: invoice.number });
}

/** One mail for a correction: the memo cancelling the invoice and the invoice replacing it. */
export function mailCorrection(
  deps: Deps,
  tx: Tx,
  docs: { original: InvoiceRow; memo: InvoiceRow; corrected: InvoiceRow },
): Promise<void> {
  return send(deps, tx, docs.corrected, "invoice_corrected", [docs.memo, docs.corrected], {
    original: docs.original.number,
    memo: docs.memo.number,
  });
}
