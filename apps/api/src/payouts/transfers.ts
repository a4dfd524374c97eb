import { and, eq, gte, lte, or, sql, type SQL } from "drizzle-orm";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { tillInclusive } from "../platform/db/list.ts";
import { earningCredit, ledgerEntries } from "../ledger/index.ts";
import { orders } from "../orders/index.ts";
import { payments } from "../payments/index.ts";
import { transferColumns, transferFilterConditions } from "./transfer-columns.ts";

// Transfers (spec two §2 /cabinet/transfers, §3 filters): the money movements behind payouts.
// A transfer is one paid order rate's share for the payee — the `charge` entry on the payee's
// account (a publisher's: the `commission` or `platform_affiliate_commission` credit) with the
// fees booked with it, its state and payout (transfer-columns.ts). Shared by the paged list, its
// CSV and the export job's count, so the three always find the same rows.

const e = ledgerEntries;
const country = sql<string | null>`${orders.payer}->>'country'`;

/**
 * The list's filters and search; `now` decides which transfers are still pending. The state, payout
 * and batch filters are ranges of the entries' time read from the payee's payouts (one small query).
 */
export async function transferConditions(
  ex: Executor,
  account: string,
  q: contracts.TransfersFilters,
  now: Date,
): Promise<SQL | undefined> {
  // A seller's sale (charge) or a publisher's commission: the earning credits of the account.
  // In the form of the partial indexes' predicate (migration 0026), which the sort keys read.
  const where: (SQL | undefined)[] = [eq(e.account, account), earningCredit(e)];
  if (q.currency) where.push(eq(e.currency, q.currency));
  if (q.transfer_id) where.push(eq(e.id, q.transfer_id));
  // As subqueries, not through the joins: the capped count reads the entries alone.
  if (q.provider)
    where.push(
      sql`exists (select 1 from ${payments} where ${payments.id} = ${e.paymentId} and ${payments.provider} = ${q.provider})`,
    );
  if (q.transfer_country_code)
    where.push(
      sql`exists (select 1 from ${orders} where ${orders.id} = ${e.orderId} and ${country} = ${q.transfer_country_code})`,
    );
  where.push(...(await transferFilterConditions(ex, account, now, q)));
  if (q.created_from) where.push(gte(e.createdAt, new Date(q.created_from)));
  if (q.created_till) where.push(lte(e.createdAt, tillInclusive(q.created_till)));
  // The search box: an order's or a transfer's number.
  if (q.query) {
    const id = /^#?\d{1,15}$/.test(q.query) ? Number(q.query.replace("#", "")) : 0;
    where.push(or(eq(e.orderId, id), eq(e.id, id)));
  }
  return and(...where);
}

/** The columns of a transfer row: the entry with its fees, provider, buyer's country, payout and state. */
export function selectTransfers(ex: Executor, account: string, now: Date) {
  const { payoutId, state, fee } = transferColumns(account, now);
  return ex
    .select({
      id: e.id,
      orderRateId: e.orderRateId,
      orderId: e.orderId,
      gross: e.amount,
      fee,
      currency: e.currency,
      createdAt: e.createdAt,
      provider: payments.provider,
      country,
      payoutId,
      state,
    })
    .from(e)
    .leftJoin(payments, eq(payments.id, e.paymentId))
    .leftJoin(orders, eq(orders.id, e.orderId));
}

export type TransferRow = Awaited<ReturnType<ReturnType<typeof selectTransfers>["where"]>>[number];

/** A row as the payee reads it: the gross credit positive, the fees off it, the share what remains. */
export function transferView(r: TransferRow): contracts.Transfer {
  const gross = 0 - r.gross;
  const fees = Number(r.fee);
  return {
    id: r.id,
    transferable_type: "order_rate",
    transferable_id: r.orderRateId ?? 0,
    order_id: r.orderId ?? 0,
    state: r.state,
    provider: r.provider ?? "",
    currency: r.currency,
    gross_amount: gross,
    fee_amount: fees,
    amount: gross - fees,
    country_code: r.country ?? null,
    payout_id: r.payoutId === null ? null : Number(r.payoutId),
    created_at: r.createdAt.toISOString(),
  };
}
