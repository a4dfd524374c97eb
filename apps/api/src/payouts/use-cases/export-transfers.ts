import type { Readable } from "node:stream";
import { and, asc, gt } from "drizzle-orm";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { csvAmount, csvPages, type CsvFormat } from "../../platform/http/csv.ts";
import { ledgerEntries } from "../../ledger/index.ts";
import type { Payee } from "../payee.ts";
import { selectTransfers, transferConditions, transferView } from "../transfers.ts";

/** Transfers read per query while streaming: memory stays flat however many there are. */
const PAGE = 1000;

/** The transfers list's columns, amounts from the payee's side: gross − fee = amount (their share). */
export const TRANSFERS_CSV_HEADER = [
  "id",
  "created_at",
  "transferable_type",
  "transferable_id",
  "order_id",
  "state",
  "provider",
  "currency",
  "gross_amount",
  "fee_amount",
  "amount",
  "country_code",
  "payout_id",
] as const;

/**
 * The transfers as CSV with the list's filters and search, oldest first (by id), amounts in
 * major units with the reader's decimal mark. Transfers are sales a seller reconciles in a
 * spreadsheet next to the order CSVs, so they follow those files' format rather than the payouts
 * CSV's fixed decimal point. The state is taken at the export's start for every page alike.
 */
export function exportTransfers(
  deps: Deps,
  payee: Payee,
  q: contracts.TransfersFilters,
  format: CsvFormat,
): Readable {
  const now = deps.clock.now();
  // Read once, before the first page (the payee's payouts decide the state and payout filters).
  const where = transferConditions(deps.db, payee.account, q, now);
  // Marked handled: a download cancelled before its first page must not leave it unobserved.
  where.catch(() => undefined);
  return csvPages({
    header: TRANSFERS_CSV_HEADER,
    size: PAGE,
    separator: format.separator,
    page: async (after) =>
      selectTransfers(deps.db, payee.account, now)
        .where(and(await where, gt(ledgerEntries.id, after)))
        .orderBy(asc(ledgerEntries.id))
        .limit(PAGE),
    cells: (row) => {
      const x = transferView(row);
      const money = (amount: number) => csvAmount(amount, x.currency, format);
      return [
        x.id,
        x.created_at,
        x.transferable_type,
        x.transferable_id,
        x.order_id,
        x.state,
        x.provider,
        x.currency,
        money(x.gross_amount),
        money(x.fee_amount),
        money(x.amount),
        x.country_code,
        x.payout_id,
      ];
    },
  });
}
