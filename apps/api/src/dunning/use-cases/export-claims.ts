import { Readable } from "node:stream";
import { and, asc, gt } from "drizzle-orm";
import type { DunningViewer } from "@sellwerk/domain";
import type { dunning } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { csvAmount, csvLine } from "../../platform/http/csv.ts";
import { dunningClaims } from "../tables.ts";
import { claimView } from "../views.ts";
import { claimFacts, claimsWhere } from "./list-claims.ts";

const PAGE = 500;

export const CLAIMS_CSV_HEADER = [
  "id",
  "order_id",
  "rate_number",
  "product",
  "payer_name",
  "payer_email",
  "payer_type",
  "currency",
  "amount",
  "fees",
  "total",
  "order_amount",
  "strategy_type",
  "strategy_stage",
  "dunning_status",
  "inkasso_status",
  "strategy_status",
  "outcome_status",
  "overdue_since",
  "days_overdue",
  "not_collected_reason",
  "is_written_off",
  "written_off_at",
  "date_resolved",
  "agency_batch_id",
  "created_at",
] as const;

/** The list as CSV with its filters (the viewer's visibility too), streamed by id. */
export async function exportClaims(
  deps: Deps,
  sellerId: number,
  viewer: DunningViewer,
  q: dunning.ClaimsFilters,
): Promise<Readable> {
  const where = await claimsWhere(deps, sellerId, viewer, q);
  const now = deps.clock.now();
  async function* lines() {
    yield csvLine(CLAIMS_CSV_HEADER);
    let after = 0;
    for (;;) {
      const rows = await deps.db
        .select()
        .from(dunningClaims)
        .where(and(where, gt(dunningClaims.id, after)))
        .orderBy(asc(dunningClaims.id))
        .limit(PAGE);
      const facts = await claimFacts(deps.db, rows);
      for (const row of rows) {
        const c = claimView(row, facts.get(row.id)!, viewer, now);
        const money = (amount: number) => csvAmount(amount, c.currency);
        yield csvLine([
          c.id,
          c.order_id,
          c.rate_number,
          c.product_name,
          c.payer.name,
          c.payer.email,
          c.payer.type,
          c.currency,
          money(c.amount),
          money(c.fees_amount),
          money(c.total_amount),
          money(c.order_amount),
          c.strategy_type,
          c.strategy_stage,
          c.dunning_status,
          c.inkasso_status,
          c.strategy_status,
          c.outcome_status,
          c.overdue_since,
          c.days_overdue,
          c.not_collected_reason,
          c.is_written_off,
          c.written_off_at,
          c.date_resolved,
          c.agency_batch_id,
          c.created_at,
        ]);
      }
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1]!.id;
    }
  }
  return Readable.from(lines());
}
