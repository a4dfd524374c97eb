import {
  and,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { dunning } from "@sellwerk/contracts";
import {
  AGENCY_STAGES,
  CLAIM_STAGES,
  COURT_CLAIM_STAGES,
  REMINDER_STAGES,
  visibleStage,
  type ClaimStage,
  type DunningStrategy,
  type DunningViewer,
} from "@sellwerk/domain";
import { AppError } from "../platform/http/errors.ts";
import { likePattern, tillInclusive } from "../platform/db/list.ts";
import { orders } from "../orders/tables.ts";
import { dunningClaims as c } from "./tables.ts";

const DAY_MS = 86_400_000;
const AGENCY_OUTCOMES = ["collected", "not_collected"];

/** The stored stages that read as `shown` to the viewer (court reads as with the agency for most). */
function storedStages(shown: ClaimStage, viewer: DunningViewer): ClaimStage[] {
  return CLAIM_STAGES.filter((s) => visibleStage(s, viewer) === shown);
}

/** A filter on a stage the viewer may not see is refused like any other value it cannot send. */
function refuseHidden(param: string, value: string, viewer: DunningViewer): void {
  if (!viewer.seesCourt && (COURT_CLAIM_STAGES as readonly string[]).includes(value))
    throw new AppError("INVALID_INPUT", { param, code: "invalid_value" });
}

function inkassoCondition(
  value: dunning.ClaimsQuery["inkasso_status"],
  viewer: DunningViewer,
): SQL | undefined {
  if (!value) return undefined;
  refuseHidden("inkasso_status", value, viewer);
  if (value === "collected" || value === "not_collected") return eq(c.outcome, value);
  const stages: ClaimStage[] =
    value === "none"
      ? [...REMINDER_STAGES]
      : value === "ready"
        ? ["inkasso_ready"]
        : value === "sent"
          ? storedStages("sent_to_collection_agency", viewer)
          : storedStages(value, viewer);
  return and(inArray(c.stage, stages), notInArray(c.outcome, AGENCY_OUTCOMES));
}

function strategyStatusCondition(value: dunning.ClaimsQuery["strategy_status"]): SQL | undefined {
  const open = eq(c.outcome, "open");
  switch (value) {
    case undefined:
      return undefined;
    case "finished":
      return ne(c.outcome, "open");
    case "scheduled":
      return and(open, isNotNull(c.nextStageAt));
    case "awaiting_export":
      return and(open, eq(c.stage, "inkasso_ready"));
    case "with_agency":
      return and(open, inArray(c.stage, ["sent_to_collection_agency", ...AGENCY_STAGES]));
    case "waiting":
      return and(open, isNull(c.nextStageAt), inArray(c.stage, [...REMINDER_STAGES]));
  }
}

/** Days overdue counted on `now`: at least `from` days means overdue since at most now - from. */
function overdueConditions(q: dunning.ClaimsFilters, now: Date): (SQL | undefined)[] {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const from = q.days_overdue ?? q.overdue_from;
  const to = q.days_overdue ?? q.overdue_to;
  return [
    from !== undefined ? lte(c.overdueSince, since(from)) : undefined,
    to !== undefined ? gt(c.overdueSince, since(to + 1)) : undefined,
  ];
}

/** The list's filters (spec two §3 "Dunning and debt collection") and search; the CSV applies the same. */
export function claimConditions(
  sellerId: number,
  q: dunning.ClaimsFilters,
  ctx: { viewer: DunningViewer; now: Date; preferredStrategy: DunningStrategy },
): (SQL | undefined)[] {
  const { viewer } = ctx;
  if (q.strategy_stage) refuseHidden("strategy_stage", q.strategy_stage, viewer);
  return [
    eq(c.sellerId, sellerId),
    q.query ? search(q.query) : undefined,
    ...overdueConditions(q, ctx.now),
    q.amount_from !== undefined ? gte(c.amount, q.amount_from) : undefined,
    q.amount_to !== undefined ? lte(c.amount, q.amount_to) : undefined,
    q.order_amount_from !== undefined ? gte(c.orderAmount, q.order_amount_from) : undefined,
    q.order_amount_to !== undefined ? lte(c.orderAmount, q.order_amount_to) : undefined,
    q.currency ? eq(c.currency, q.currency) : undefined,
    q.payer_type ? eq(c.payerType, q.payer_type) : undefined,
    q.dunning_status ? eq(c.status, q.dunning_status) : undefined,
    inkassoCondition(q.inkasso_status, viewer),
    strategyStatusCondition(q.strategy_status),
    q.strategy_stage ? inArray(c.stage, storedStages(q.strategy_stage, viewer)) : undefined,
    q.strategy_type ? eq(c.strategy, q.strategy_type) : undefined,
    // The seller's strategy today: all of their claims or none.
    q.preferred_strategy && q.preferred_strategy !== ctx.preferredStrategy ? sql`false` : undefined,
    q.outcome_status ? eq(c.outcome, q.outcome_status) : undefined,
    q.not_collected_reason ? eq(c.notCollectedReason, q.not_collected_reason) : undefined,
    q.is_written_off === undefined
      ? undefined
      : q.is_written_off
        ? eq(c.outcome, "written_off")
        : ne(c.outcome, "written_off"),
    q.written_off_from ? gte(c.writtenOffAt, new Date(q.written_off_from)) : undefined,
    q.written_off_till ? lte(c.writtenOffAt, tillInclusive(q.written_off_till)) : undefined,
    q.date_resolved_from ? gte(c.resolvedAt, new Date(q.date_resolved_from)) : undefined,
    q.date_resolved_till ? lte(c.resolvedAt, tillInclusive(q.date_resolved_till)) : undefined,
    q.order_id ? eq(c.orderId, q.order_id) : undefined,
  ];
}

/**
 * Payer email or name, or the order's id. A subquery, not a join, so the list's capped count
 * reads the claims table alone like every other filter.
 */
function search(query: string): SQL {
  const pattern = likePattern(query);
  const id = /^\d{1,15}$/.test(query) ? Number(query) : undefined;
  const matches = or(
    ilike(sql`${orders.payer}->>'email'`, pattern),
    ilike(sql`concat_ws(' ', ${orders.payer}->>'first_name', ${orders.payer}->>'last_name')`, pattern),
  );
  const byPayer = sql`exists (select 1 from ${orders} where ${orders.id} = ${c.orderId} and ${matches})`;
  return id ? or(byPayer, eq(c.orderId, id))! : byPayer;
}
