import { and, eq, gte, ilike, lte, or, type SQL } from "drizzle-orm";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listTable, tillInclusive } from "../../platform/db/list.ts";
import type { Payee } from "../payee.ts";
import { payouts } from "../tables.ts";
import { payoutView } from "../views.ts";

const SORT_COLUMNS = { created_at: payouts.createdAt, amount: payouts.amount, id: payouts.id } as const;

/** The payee's payout history, newest first, with the spec's payout states; pages also by cursor. */
export async function listPayouts(deps: Deps, payee: Payee, q: contracts.PayoutsQuery) {
  const condition = and(...payoutConditions(payee, q));
  return listTable(deps.db, {
    table: payouts,
    where: condition,
    request: q,
    sort: SORT_COLUMNS[q.sort_key],
    keysetScope: eq(payouts.payee, payee.account),
    view: (rows) => rows.map(payoutView),
  });
}

/** The list's filters and search (shared by its CSV). */
export function payoutConditions(payee: Payee, q: contracts.PayoutsFilters): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [eq(payouts.payee, payee.account)];
  if (q.state) where.push(eq(payouts.state, q.state));
  if (q.currency) where.push(eq(payouts.currency, q.currency));
  if (q.created_from) where.push(gte(payouts.createdAt, new Date(q.created_from)));
  if (q.created_till) where.push(lte(payouts.createdAt, tillInclusive(q.created_till)));
  // The search box: a payout's number, the provider's reference or the period ("2026-W48").
  if (q.query) {
    const pattern = likePattern(q.query);
    const id = /^#?\d{1,15}$/.test(q.query) ? Number(q.query.replace("#", "")) : null;
    where.push(
      or(
        id !== null ? eq(payouts.id, id) : undefined,
        ilike(payouts.providerRef, pattern),
        ilike(payouts.periodKey, pattern),
      ),
    );
  }
  return where;
}
