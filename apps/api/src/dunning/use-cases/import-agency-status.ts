import { and, eq, inArray } from "drizzle-orm";
import {
  CLAIM_OUTCOME_TRANSITIONS,
  CLAIM_STAGE_TRANSITIONS,
  isWithAgency,
  nextState,
  readAgencyStatusFile,
  type AgencyStatusLine,
  type ClaimOutcome,
  type ClaimOutcomeEvent,
  type ClaimStage,
  type DunningSettings,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { dunningClaims } from "../tables.ts";
import { dunningSettingsOf } from "../settings-store.ts";
import { endClaim, enterStage, type ClaimRow } from "../claim-steps.ts";

const OUTCOME_EVENTS: Record<string, ClaimOutcomeEvent> = {
  collected: "collect",
  not_collected: "not_collect",
  written_off: "write_off",
};

type Check = { param: string; code: string };

/**
 * The agency's status file: every line is checked first — the fields, that the claim is the
 * seller's and with the agency, that the move is allowed after the file's earlier lines — and
 * one error anywhere refuses the whole file with every error named by line (400). Otherwise all
 * lines apply in one transaction, in file order, under the claims' row locks.
 */
export async function importAgencyStatus(deps: Deps, sellerId: number, csv: string): Promise<number> {
  const read = readAgencyStatusFile(csv);
  if (!read.ok) refuse(read.errors.map((e) => ({ param: `line_${e.line}.${e.field}`, code: e.code })));
  const lines = (read as { lines: AgencyStatusLine[] }).lines;
  return deps.db.transaction(async (tx) => {
    const ids = [...new Set(lines.map((l) => l.claimId))];
    const rows = await tx
      .select()
      .from(dunningClaims)
      .where(and(eq(dunningClaims.sellerId, sellerId), inArray(dunningClaims.id, ids)))
      .orderBy(dunningClaims.id)
      .for("update");
    const claims = new Map(rows.map((r) => [r.id, r]));
    const errors = check(lines, claims);
    if (errors.length) refuse(errors);
    const settings = await dunningSettingsOf(tx, sellerId);
    for (const line of lines)
      claims.set(line.claimId, await apply(deps, tx, claims.get(line.claimId)!, line, settings));
    return lines.length;
  });
}

function refuse(errors: Check[]): never {
  throw new AppError(
    "INVALID_INPUT",
    undefined,
    errors.map((e) => ({ ...e, message: "" })),
  );
}

/** Each line against the claim as the earlier lines of the file leave it. */
function check(lines: readonly AgencyStatusLine[], claims: ReadonlyMap<number, ClaimRow>): Check[] {
  const state = new Map(
    [...claims].map(([id, c]) => [id, { stage: c.stage as ClaimStage, outcome: c.outcome as ClaimOutcome }]),
  );
  const errors: Check[] = [];
  for (const line of lines) {
    const now = state.get(line.claimId);
    const param = `line_${line.line}`;
    if (!now || !isWithAgency(now.stage)) {
      errors.push({ param: `${param}.claim_id`, code: "claim_unknown" });
      continue;
    }
    const event = OUTCOME_EVENTS[line.status];
    if (event) {
      const outcome = nextState(CLAIM_OUTCOME_TRANSITIONS, now.outcome, event);
      if (outcome) state.set(line.claimId, { ...now, outcome });
      else errors.push({ param: `${param}.status`, code: "invalid_transition" });
      continue;
    }
    const stage =
      now.outcome === "open"
        ? nextState(CLAIM_STAGE_TRANSITIONS, now.stage, line.status as ClaimStage & typeof line.status)
        : null;
    if (stage) state.set(line.claimId, { ...now, stage });
    else errors.push({ param: `${param}.status`, code: "invalid_transition" });
  }
  return errors;
}

async function apply(deps: Deps, tx: Tx, claim: ClaimRow, line: AgencyStatusLine, settings: DunningSettings) {
  const event = OUTCOME_EVENTS[line.status];
  if (event)
    return endClaim(deps, tx, claim, event, "agency", {
      note: line.note,
      ...(line.notCollectedReason ? { notCollectedReason: line.notCollectedReason } : {}),
      ...(event === "write_off" ? { writeOffReason: line.note ?? "agency" } : {}),
    });
  return enterStage(
    deps,
    tx,
    claim,
    line.status as "pre_court" | "court" | "post_court",
    "agency",
    settings,
    line.note,
  );
}
