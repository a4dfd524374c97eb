// Spec two §6: admins and power sellers also see the court and post_court stages; other sellers
// see a claim in court as what it is to them, a claim with the collection agency.
import { CLAIM_STAGES, COURT_CLAIM_STAGES, type ClaimStage } from "../states/lists.ts";
import type { StatusColor } from "../states/colors.ts";
import type { ClaimOutcome } from "./claims.ts";

export interface DunningViewer {
  /** A manager (admin mode) or a power seller. */
  seesCourt: boolean;
}

export function visibleStages(viewer: DunningViewer): ClaimStage[] {
  return viewer.seesCourt
    ? [...CLAIM_STAGES]
    : CLAIM_STAGES.filter((s) => !(COURT_CLAIM_STAGES as readonly string[]).includes(s));
}

/** The stage as the viewer may see it. */
export function visibleStage(stage: ClaimStage, viewer: DunningViewer): ClaimStage {
  if (viewer.seesCourt) return stage;
  return (COURT_CLAIM_STAGES as readonly string[]).includes(stage) ? "sent_to_collection_agency" : stage;
}

const GREEN: StatusColor = { color: "green", highlighted: false };
const RED: StatusColor = { color: "red", highlighted: true };
const AMBER: StatusColor = { color: "amber", highlighted: true };
const AMBER_PLAIN: StatusColor = { color: "amber", highlighted: false };
const GREY: StatusColor = { color: "grey", highlighted: false };

/**
 * Badge colours of claims: reminders amber outlined, anything with the agency amber filled, court
 * red; endings green when money came (paid, collected, resolved), red when it did not, grey when
 * skipped.
 */
export function claimColor(stage: ClaimStage, outcome: ClaimOutcome): StatusColor {
  if (outcome === "paid" || outcome === "collected" || outcome === "resolved") return GREEN;
  if (outcome === "not_collected" || outcome === "written_off") return RED;
  if (outcome === "skipped") return GREY;
  if (stage === "court" || stage === "post_court") return RED;
  if (stage.startsWith("dunning_")) return AMBER_PLAIN;
  return AMBER;
}
