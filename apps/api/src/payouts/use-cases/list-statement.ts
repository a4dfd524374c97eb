import type { payouts as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { listPage, orderBy } from "../../platform/db/list.ts";
import { ledgerEntries } from "../../ledger/index.ts";
import type { Payee } from "../payee.ts";
import { selectStatement, STATEMENT_SORT, statementConditions, statementView } from "../statement.ts";

/** The payee's statement, a page at a time. */
export async function listStatement(deps: Deps, payee: Payee, q: contracts.StatementQuery) {
  const condition = statementConditions(payee.account, q);
  return listPage(deps.db, {
    table: ledgerEntries,
    where: condition,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await selectStatement(deps.db, payee.account)
        .where(condition)
        .orderBy(...orderBy(STATEMENT_SORT[q.sort_key], ledgerEntries.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => statementView(payee.account, r));
    },
  });
}
