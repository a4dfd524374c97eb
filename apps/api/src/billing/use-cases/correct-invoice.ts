import { eq, inArray } from "drizzle-orm";
import type { billing } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { isUniqueViolation } from "../../platform/db/errors.ts";
import { orders } from "../../orders/index.ts";
import { correctedBuyer, correctedInvoiceValues } from "../corrected-invoice.ts";
import { creditMemoValues, leftToCredit } from "../credit-memo-values.ts";
import { mailCorrection } from "../document-mail.ts";
import { insertNumbered } from "../issue-numbered.ts";
import { lockNumber } from "../number-series.ts";
import { correctionOf, invoiceById, linkedOf, reversedSoFar, selectLinkedDocuments } from "../repository.ts";
import { readNumberFormats } from "../settings-store.ts";
import { invoices } from "../tables.ts";
import { postCreditMemoVat, postInvoiceVat } from "../vat-ledger.ts";
import type { BuyerSnapshot, InvoiceRow } from "../snapshot.ts";
import { cabinetInvoiceView } from "../views.ts";
import { renderInvoicePdfOnce } from "./render-invoice-pdf.ts";

export interface Correction {
  original: InvoiceRow;
  memo: InvoiceRow;
  corrected: InvoiceRow;
}

/**
 * Corrects an issued invoice's buyer (POST /cabinet/invoices/{id}/correction): in one
 * transaction a credit memo cancels what is left of the invoice (all of it unless refunds
 * reversed part) and a corrected invoice over the same amount replaces it, each numbered in its
 * series; an issued invoice itself never changes (§ 14 UStG). Both series are locked, the
 * memo's first as every memo's issue does, so earlier memos and corrections read under the locks
 * are final: a second correction of the same invoice is refused (correct the corrected one), as
 * is an invoice reversed in full. The buyer gets one mail with both PDFs.
 */
export async function correctInvoice(
  deps: Deps,
  sellerId: number,
  invoiceId: number,
  input: billing.InvoiceBuyerInput,
): Promise<Result<billing.InvoiceCorrection>> {
  const issued = await issueCorrection(deps, sellerId, invoiceId, input);
  if (!issued.ok) return issued;
  const { memo, corrected } = issued.value;
  // The PDFs are drawn after commit, as the issuing jobs draw theirs; one that fails here is
  // drawn when first asked for (download, mail), so the correction stands either way.
  for (const row of [memo, corrected])
    await renderInvoicePdfOnce(deps, row).catch((err: unknown) =>
      deps.log.error({ err, invoiceId: row.id }, "rendering a corrected document failed"),
    );
  const rows = await selectLinkedDocuments(deps.db).where(inArray(invoices.id, [memo.id, corrected.id]));
  const view = (id: number) => {
    const row = rows.find((r) => r.invoice.id === id)!;
    return cabinetInvoiceView(row.invoice, linkedOf(row));
  };
  return ok({ credit_memo: view(memo.id), invoice: view(corrected.id) });
}

async function issueCorrection(
  deps: Deps,
  sellerId: number,
  invoiceId: number,
  input: billing.InvoiceBuyerInput,
): Promise<Result<Correction>> {
  const original = await invoiceById(deps.db, invoiceId);
  if (!original || original.sellerId !== sellerId) return fail("NOT_FOUND");
  if (original.kind !== "invoice") return fail("INVOICE_NOT_CORRECTABLE");
  const [order] = await deps.db
    .select({ testMode: orders.testMode, provider: orders.provider })
    .from(orders)
    .where(eq(orders.id, original.orderId));
  if (!order) return fail("NOT_FOUND");
  const formats = await readNumberFormats(deps.db, sellerId);
  const buyer = correctedBuyer(original.buyer as BuyerSnapshot, input);
  const issuedAt = deps.clock.now();
  const series = { sellerId, issuedAt, test: order.testMode };
  try {
    return await deps.db.transaction(async (tx): Promise<Result<Correction>> => {
      const memoNumber = await lockNumber(tx, {
        ...series,
        kind: "credit_memo",
        format: formats.creditMemoNumberFormat,
      });
      const invoiceNumber = await lockNumber(tx, {
        ...series,
        kind: "invoice",
        format: formats.invoiceNumberFormat,
      });
      if (await correctionOf(tx, original.id)) return fail("INVOICE_ALREADY_CORRECTED");
      const earlier = await reversedSoFar(tx, original.id);
      const amount = leftToCredit(original, earlier);
      if (amount <= 0) return fail("INVOICE_NOT_CORRECTABLE");
      const memo = await insertNumbered(
        tx,
        memoNumber,
        creditMemoValues({
          invoice: original,
          earlier,
          amount,
          paymentId: null,
          part: "cancellationOf",
          issuedAt,
        }),
      );
      const corrected = await insertNumbered(
        tx,
        invoiceNumber,
        correctedInvoiceValues({ original, buyer, amount, issuedAt }),
      );
      // The cancelled invoice's VAT is no longer owed; the corrected invoice's is.
      await postCreditMemoVat(tx, memo, order.provider);
      await postInvoiceVat(tx, corrected, order.provider);
      await mailCorrection(deps, tx, { original, memo, corrected });
      return ok({ original, memo, corrected });
    });
  } catch (err) {
    // Only if a correction slipped past the check: the indexes allow one of each per invoice.
    if (isUniqueViolation(err, "invoices_corrects_key") || isUniqueViolation(err, "invoices_cancel_memo_key"))
      return fail("INVOICE_ALREADY_CORRECTED");
    throw err;
  }
}
