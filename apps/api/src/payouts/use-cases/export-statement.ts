import type { Readable } from "node:stream";
import { and, asc, gt } from "drizzle-orm";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { csvAmount, csvPages } from "../../platform/http/csv.ts";
import { ledgerEntries } from "../../ledger/index.ts";
import type { Payee } from "../payee.ts";
import { selectStatement, statementConditions, statementView } from "../statement.ts";

/** Entries read per query while streaming: memory stays flat however long the statement is. */
const PAGE = 1000;

export const STATEMENT_CSV_HEADER = [
  "id",
  "created_at",
  "kind",
  "account",
  "amount",
  "currency",
  "order_id",
  "order_rate_id",
  "payout_id",
  "transaction_id",
] as const;

/** The statement as CSV, oldest first, with the list's filters; amounts in major units, payee's side. */
export function exportStatement(deps: Deps, payee: Payee, q: contracts.StatementExportQuery): Readable {
  const where = statementConditions(payee.account, q);
  return csvPages({
    header: STATEMENT_CSV_HEADER,
    size: PAGE,
    page: (after) =>
      selectStatement(deps.db, payee.account)
        .where(and(where, gt(ledgerEntries.id, after)))
        .orderBy(asc(ledgerEntries.id))
        .limit(PAGE),
    cells: (row) => {
      const e = statementView(payee.account, row);
      return [
        e.id,
        e.created_at,
        e.kind,
        e.account,
        csvAmount(e.amount, e.currency),
        e.currency,
        e.order_id,
        e.order_rate_id,
        e.payout_id,
        e.transaction_id,
      ];
    },
  });
}
