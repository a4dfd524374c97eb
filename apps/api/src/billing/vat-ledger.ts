import { chargePostings, refundPostings } from "@sellwerk/domain";
import type { Tx } from "../platform/db/client.ts";
import { postLedger } from "../ledger/index.ts";
import { addOrderVat } from "../orders/index.ts";
import type { InvoiceRow } from "./snapshot.ts";

// The VAT of a sale is known once its invoice says which VAT applies (buyer country, reverse
// charge, exemption); the charge and refund were booked without it (orders context). Booking it
// in the transaction that issues the document books it exactly once, like the document itself.

/**
 * An invoice's VAT moves from the seller's balance to what is owed to the tax office, and
 * becomes part of the order's VAT.
 */
export async function postInvoiceVat(tx: Tx, invoice: InvoiceRow, provider: string): Promise<void> {
  await addOrderVat(tx, invoice.orderId, invoice.vatAmount);
  await postLedger(
    tx,
    chargePostings({
      sellerId: invoice.sellerId,
      provider,
      amount: 0,
      providerFee: 0,
      platformFee: 0,
      vatAmount: invoice.vatAmount,
    }),
    context(invoice),
  );
}

/** A credit memo's VAT is no longer owed: it goes back to the seller's balance, and off the order's VAT. */
export async function postCreditMemoVat(tx: Tx, memo: InvoiceRow, provider: string): Promise<void> {
  await addOrderVat(tx, memo.orderId, -memo.vatAmount);
  await postLedger(
    tx,
    refundPostings({ sellerId: memo.sellerId, provider, amount: 0, vatAmount: memo.vatAmount }),
    context(memo),
  );
}

function context(row: InvoiceRow) {
  return {
    currency: row.currency,
    sellerId: row.sellerId,
    orderId: row.orderId,
    orderRateId: row.orderRateId,
    paymentId: row.paymentId,
  };
}
