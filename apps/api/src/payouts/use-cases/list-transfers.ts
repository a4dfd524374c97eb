import { and, eq } from "drizzle-orm";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { COUNT_BUDGET_MS, listPage } from "../../platform/db/list.ts";
import { ledgerEntries } from "../../ledger/index.ts";
import type { Payee } from "../payee.ts";
import { selectTransfers, transferConditions, transferView } from "../transfers.ts";

const e = ledgerEntries;

/** The payee's transfers (transfers.ts), a page by number or keyset cursor, sorted by the chosen key. */
export async function listTransfers(deps: Deps, payee: Payee, q: contracts.TransfersQuery) {
  const now = deps.clock.now();
  const condition = await transferConditions(deps.db, payee.account, q, now);
  const sort = { created_at: e.createdAt, amount: e.amount, id: e.id }[q.sort_key];
  // The amount sorts by the gross credit, which is negative in the ledger: flip the direction
  // (the keyset then walks the ledger's order, and its cursors stay consistent with it).
  const dir = q.sort_key === "amount" ? (q.sort_dir === "asc" ? "desc" : "asc") : q.sort_dir;

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
      const rows = await selectTransfers(deps.db, payee.account, now)
        .where(and(condition, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map(transferView);
    },
  });
}
