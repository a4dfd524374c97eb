import { Readable } from "node:stream";
import { and, asc, gt } from "drizzle-orm";
import { fromMinorUnits, minorUnits } from "@sellwerk/domain";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { csvLine } from "../../platform/http/csv.ts";
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
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(STATEMENT_CSV_HEADER);
    let after = 0;
    for (;;) {
      const rows = await selectStatement(deps.db, payee.account)
        .where(and(where, gt(ledgerEntries.id, after)))
        .orderBy(asc(ledgerEntries.id))
        .limit(PAGE);
      for (const row of rows) {
        const e = statementView(payee.account, row);
        yield csvLine([
          e.id,
          e.created_at,
          e.kind,
          e.account,
          fromMinorUnits(e.amount, e.currency).toFixed(minorUnits(e.currency)),
          e.currency,
          e.order_id,
          e.order_rate_id,
          e.payout_id,
          e.transaction_id,
        ]);
      }
      if (rows.length < PAGE) return;
      after = rows.at(-1)!.id;
    }
  }
  return Readable.from(lines());
}
