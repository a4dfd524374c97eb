import { and, asc, eq, sql } from "drizzle-orm";
import { sellerAccount, type PayoutState } from "@sellwerk/domain";
import type { orders as contracts } from "@sellwerk/contracts";
import type { Executor } from "../../platform/db/client.ts";
import { earningCredit, ledgerEntries } from "../../ledger/index.ts";
import { orderRates } from "../../orders/tables.ts";
import { transferColumns } from "../transfer-columns.ts";

const e = ledgerEntries;

/**
 * The seller's transfers of one order (spec two §3 "an order is loaded with … transfers"): the
 * earning credits of its paid rates on the seller's account, as the transfers list shows them, plus
 * the VAT the rate's invoice moved off the balance. One query; another seller's account has none.
 */
export async function listOrderTransfers(
  ex: Executor,
  sellerId: number,
  orderId: number,
  now: Date,
): Promise<contracts.OrderTransfer[]> {
  const account = sellerAccount(sellerId);
  const { payoutId, payoutState, state, fee } = transferColumns(account, now);
  // The invoice books a sale's VAT in its own transaction, on the rate (billing/vat-ledger.ts);
  // credit memos book it back. It belongs to the sale's credit, not to a dunning fee's.
  const vat = sql<string>`case when ${e.kind} = 'charge' then (select coalesce(sum(v.amount), 0)
      from ${ledgerEntries} v where v.account = ${account} and v.kind = 'vat'
      and v.order_rate_id = ${e.orderRateId}) else 0 end`;
  const rows = await ex
    .select({
      id: e.id,
      kind: e.kind,
      rateNumber: orderRates.number,
      gross: e.amount,
      fee,
      vat,
      currency: e.currency,
      createdAt: e.createdAt,
      payoutId,
      payoutState,
      state,
    })
    .from(e)
    // Also what qualifies the entry's columns: in a query of one table the ORM writes them
    // unqualified, and inside the fee and VAT subqueries they would name the subquery's rows.
    .leftJoin(orderRates, eq(orderRates.id, e.orderRateId))
    .where(and(eq(e.orderId, orderId), eq(e.account, account), earningCredit(e)))
    .orderBy(asc(e.createdAt), asc(e.id));
  return rows.map((r) => {
    const gross = 0 - r.gross;
    const fees = Number(r.fee);
    const vatAmount = Number(r.vat);
    return {
      id: r.id,
      kind: r.kind,
      rate_number: r.rateNumber === null ? null : Number(r.rateNumber),
      state: r.state,
      currency: r.currency,
      gross_amount: gross,
      fee_amount: fees,
      vat_amount: vatAmount,
      net_amount: gross - fees - vatAmount,
      created_at: r.createdAt.toISOString(),
      payout: r.payoutId === null ? null : { id: Number(r.payoutId), state: r.payoutState as PayoutState },
    };
  });
}
