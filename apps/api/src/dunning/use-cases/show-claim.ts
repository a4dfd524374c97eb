import { and, asc, eq } from "drizzle-orm";
import {
  CLAIM_OUTCOME_TRANSITIONS,
  canTransition,
  visibleStage,
  type ClaimOutcome,
  type ClaimStage,
  type DunningViewer,
} from "@sellwerk/domain";
import type { dunning } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { orders } from "../../orders/tables.ts";
import { orderMailContext } from "../../orders/buyer-mail.ts";
import { dunningClaimEvents, dunningClaims } from "../tables.ts";
import { claimView } from "../views.ts";
import { claimFacts } from "./list-claims.ts";

/**
 * One claim with its history. Court steps are hidden from viewers who may not see them (their
 * stage reads as with the agency, as the list shows it); a claim of another seller is not found.
 */
export async function showClaim(
  deps: Deps,
  sellerId: number,
  viewer: DunningViewer,
  id: number,
): Promise<dunning.ClaimDetail> {
  const [claim] = await deps.db
    .select()
    .from(dunningClaims)
    .where(and(eq(dunningClaims.id, id), eq(dunningClaims.sellerId, sellerId)));
  if (!claim) throw new AppError("NOT_FOUND");
  const [facts, events, [order]] = await Promise.all([
    claimFacts(deps.db, [claim]),
    deps.db
      .select()
      .from(dunningClaimEvents)
      .where(eq(dunningClaimEvents.claimId, claim.id))
      .orderBy(asc(dunningClaimEvents.id)),
    deps.db.select().from(orders).where(eq(orders.id, claim.orderId)),
  ]);
  const mail = order ? await deps.db.transaction((tx) => orderMailContext(tx, order)) : null;
  const base = deps.config.publicUrl;
  const outcome = claim.outcome as ClaimOutcome;
  const may = (event: "resolve" | "write_off" | "skip") =>
    canTransition(CLAIM_OUTCOME_TRANSITIONS, outcome, event);
  let shownStage: ClaimStage | null = null;
  return {
    ...claimView(claim, facts.get(claim.id)!, viewer, deps.clock.now()),
    order_token: order?.token ?? "",
    pay_url: mail ? `${base}${mail.managePath}` : "",
    // Consecutive steps that read alike to this viewer (court shown as with the agency) show once.
    events: events.flatMap((e) => {
      const stage = visibleStage(e.stage as ClaimStage, viewer);
      if (e.kind === "stage" && stage === shownStage) return [];
      shownStage = stage;
      return [
        {
          id: e.id,
          kind: e.kind as "opened" | "stage" | "outcome",
          stage,
          outcome: e.outcome as dunning.ClaimEvent["outcome"],
          fee: e.fee,
          actor: e.actor as dunning.ClaimEvent["actor"],
          note: e.note,
          mail_url: e.mailToken ? `${base}/email_logs/${e.mailToken}` : null,
          created_at: e.createdAt.toISOString(),
        },
      ];
    }),
    can_resolve: may("resolve"),
    can_write_off: may("write_off"),
    can_skip: may("skip"),
  };
}
