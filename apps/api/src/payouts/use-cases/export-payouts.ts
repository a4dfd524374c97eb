import type { Readable } from "node:stream";
import { and, asc, gt } from "drizzle-orm";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { csvAmount, csvPages } from "../../platform/http/csv.ts";
import type { Payee } from "../payee.ts";
import { payouts } from "../tables.ts";
import { payoutView } from "../views.ts";
import { payoutConditions } from "./list-payouts.ts";

/** Payouts read per query while streaming. */
const PAGE = 1000;

export const PAYOUTS_CSV_HEADER = [
  "id",
  "state",
  "currency",
  "amount",
  "fee",
  "provider",
  "provider_ref",
  "iban_masked",
  "country",
  "period",
  "failure_code",
  "created_at",
  "issued_at",
  "finished_at",
] as const;

/** The payout history as CSV with the list's filters and search, oldest first, amounts in major units. */
export function exportPayouts(deps: Deps, payee: Payee, q: contracts.PayoutsFilters): Readable {
  const where = and(...payoutConditions(payee, q));
  return csvPages({
    header: PAYOUTS_CSV_HEADER,
    size: PAGE,
    page: (after) =>
      deps.db
        .select()
        .from(payouts)
        .where(and(where, gt(payouts.id, after)))
        .orderBy(asc(payouts.id))
        .limit(PAGE),
    cells: (row) => {
      const p = payoutView(row);
      return [
        p.id,
        p.state,
        p.currency,
        csvAmount(p.amount, p.currency),
        csvAmount(p.fee, p.currency),
        p.provider,
        p.provider_ref,
        p.iban_masked,
        p.country,
        p.period,
        p.failure_code,
        p.created_at,
        p.issued_at,
        p.finished_at,
      ];
    },
  });
}
