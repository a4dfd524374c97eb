import { and, eq, gte, lte, or, sql, type SQL } from "drizzle-orm";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { COUNT_BUDGET_MS, listPage, tillInclusive } from "../../platform/db/list.ts";
import { earningCredit, ledgerEntries } from "../../ledger/index.ts";
import { orders } from "../../orders/index.ts";
import { payments } from "../../payments/index.ts";
import type { Payee } from "../payee.ts";
import { transferColumns, transferFilterConditions } from "../transfer-columns.ts";

// Transfers (spec two §2 /cabinet/transfers, §3 filters): the money movements behind payouts.
// A transfer is one paid order rate's share for the payee — the `charge` entry on the payee's
// account (a publisher's: the `commission` or `platform_affiliate_commission` credit) with the
// fees booked with it, its state and payout (transfer-columns.ts).

const e = ledgerEntries;

export async function listTransfers(deps: Deps, payee: Payee, q: contracts.TransfersQuery) {
  const now = deps.clock.now();
  const { payoutId, state, fee } = transferColumns(payee.account, now);
  const country = sql<string | null>`${orders.payer}->>'country'`;

  // A seller's sale (charge) or a publisher's commission: the earning credits of the account.
  // In the form of the partial indexes' predicate (migration 0026), which the sort keys read.
  const where: (SQL | undefined)[] = [eq(e.account, payee.account), earningCredit(e)];
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
  where.push(...(await transferFilterConditions(deps.db, payee.account, now, q)));
  if (q.created_from) where.push(gte(e.createdAt, new Date(q.created_from)));
  if (q.created_till) where.push(lte(e.createdAt, tillInclusive(q.created_till)));
  // The search box: an order's or a transfer's number.
  if (q.query) {
    const id = /^#?\d{1,15}$/.test(q.query) ? Number(q.query.replace("#", "")) : 0;
    where.push(or(eq(e.orderId, id), eq(e.id, id)));
  }
  const condition = and(...where);
  const sort = { created_at: e.createdAt, amount: e.amount, id: e.id }[q.sort_key];
  // The amount sorts by the gross credit, which is negative in the ledger: flip the direction
  // (the keyset then walks the ledger's order, and its cursors stay consistent with it).
  const dir = q.sort_key === "amount" ? (q.sort_dir === "asc" ? "desc" : "asc") : q.sort_dir;

  const base = () =>
    deps.db
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

  return listPage(deps.db, {
    table: e,
    where: condition,
    request: { ...q, sort_dir: dir },
    // The payment's provider and the order's country are a look-up per entry.
    countBudgetMs: q.provider || q.transfer_country_code ? COUNT_BUDGET_MS : undefined,
    keyset: {
      column: sort,
      id: e.id,
      scope: eq(e.account, payee.account),
      idOf: (item: contracts.Transfer) => item.id,
    },
    fetch: async ({ limit, offset, after, orderBy }) => {
      const rows = await base()
        .where(and(condition, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((r): contracts.Transfer => {
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
      });
    },
  });
}
