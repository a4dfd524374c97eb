import type { dunning } from "@sellwerk/contracts";
import {
  claimColor,
  daysOverdue,
  dunningStatusOf,
  inkassoStatusOf,
  strategyStatusOf,
  visibleStage,
  type ClaimOutcome,
  type ClaimStage,
  type DunningStrategy,
  type DunningViewer,
  type NotCollectedReason,
} from "@sellwerk/domain";
import type { ClaimRow } from "./claim-steps.ts";

export interface ClaimFacts {
  rateNumber: number;
  productName: string;
  payer: Record<string, unknown>;
}

/**
 * A claim as the viewer may see it. A seller who is no power seller sees a claim in court as
 * with the agency: stage, inkasso status and colour all say sent_to_collection_agency.
 */
export function claimView(
  claim: ClaimRow,
  facts: ClaimFacts,
  viewer: DunningViewer,
  now: Date,
): dunning.Claim {
  const outcome = claim.outcome as ClaimOutcome;
  const stage = visibleStage(claim.stage as ClaimStage, viewer);
  const strategy = claim.strategy as DunningStrategy;
  const text = (key: string) => (typeof facts.payer[key] === "string" ? facts.payer[key] : "");
  return {
    id: claim.id,
    order_id: claim.orderId,
    order_rate_id: claim.orderRateId,
    rate_number: facts.rateNumber,
    product_name: facts.productName,
    payer: {
      name: `${text("first_name")} ${text("last_name")}`.trim(),
      email: text("email"),
      type: claim.payerType === "business" ? "business" : "private",
    },
    currency: claim.currency,
    amount: claim.amount,
    fees_amount: claim.feesAmount,
    total_amount: claim.amount + claim.feesAmount,
    order_amount: claim.orderAmount,
    strategy_type: strategy,
    strategy_stage: stage,
    dunning_status: dunningStatusOf(outcome),
    inkasso_status: inkassoStatusOf(stage, outcome),
    strategy_status: strategyStatusOf(stage, outcome, strategy),
    outcome_status: outcome === "open" ? null : outcome,
    color: claimColor(stage, outcome),
    overdue_since: claim.overdueSince.toISOString(),
    // An ended claim stops counting on the day it ended.
    days_overdue: daysOverdue(claim.overdueSince, outcome === "open" ? now : (claim.resolvedAt ?? now)),
    next_stage_at: claim.nextStageAt?.toISOString() ?? null,
    not_collected_reason: (claim.notCollectedReason as NotCollectedReason | null) ?? null,
    is_written_off: outcome === "written_off",
    written_off_at: claim.writtenOffAt?.toISOString() ?? null,
    write_off_reason: claim.writeOffReason,
    date_resolved: claim.resolvedAt?.toISOString() ?? null,
    agency_batch_id: claim.agencyBatchId,
    created_at: claim.createdAt.toISOString(),
  };
}
