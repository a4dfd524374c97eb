import type { LegalForm, KycDocumentKind } from "../constants/profiles.ts";
import type { LegitimationStep } from "../states/lists.ts";
import { nextState, type TransitionTable } from "../orders/transitions.ts";

// The seller verification (legitimation) as data (spec core §3, §4; docs/verification.md). The
// spec lists the steps, not their order: this table is ours. The seller fills head_quarter,
// legal_representative, documents and (companies only) ubo in this order, then asks for review
// (requested); sending to the provider puts it in_review, the provider's validation registers it,
// and the manager accepts (legitimated) or rejects it with a reason. After a decision the seller
// may start a change, edit any step and ask for review again.

export const LEGITIMATION_EVENTS = [
  "save_head_quarter",
  "save_legal_representative",
  "save_documents",
  "save_ubo",
  "request_review",
  "send_to_provider",
  "register",
  "accept",
  "reject",
  "start_change",
] as const;
export type LegitimationEvent = (typeof LEGITIMATION_EVENTS)[number];

/** Steps in which the seller edits; saving a step in one of them never moves backwards. */
export const EDITABLE_LEGITIMATION_STEPS = [
  "head_quarter",
  "legal_representative",
  "documents",
  "ubo",
  "change",
] as const satisfies readonly LegitimationStep[];

/** Steps the seller goes through in order, per legal form (only companies declare beneficial owners). */
export function formSteps(legalForm: LegalForm): LegitimationStep[] {
  return legalForm === "company"
    ? ["head_quarter", "legal_representative", "documents", "ubo"]
    : ["head_quarter", "legal_representative", "documents"];
}

const COMMON: Omit<TransitionTable<LegitimationStep, LegitimationEvent>, "request_review"> = {
  // Saving a step opens the next one; saving an earlier one again keeps the seller where they are.
  save_head_quarter: {
    head_quarter: "legal_representative",
    legal_representative: "legal_representative",
    documents: "documents",
    ubo: "ubo",
    change: "change",
  },
  save_legal_representative: {
    legal_representative: "documents",
    documents: "documents",
    ubo: "ubo",
    change: "change",
  },
  save_documents: { documents: "documents", ubo: "ubo", change: "change" },
  save_ubo: { ubo: "ubo", change: "change" },
  // The documents went to the provider, which checks them.
  send_to_provider: { requested: "in_review" },
  // The provider validated every document (its notification).
  register: { in_review: "registered" },
  accept: { in_review: "legitimated", registered: "legitimated" },
  reject: { requested: "rejected", in_review: "rejected", registered: "rejected" },
  start_change: { legitimated: "change", rejected: "change" },
};

/** Individuals and non-profits: no beneficial owners, review is asked from the documents step. */
export const LEGITIMATION_TRANSITIONS_WITHOUT_UBO: TransitionTable<LegitimationStep, LegitimationEvent> = {
  ...COMMON,
  save_ubo: {},
  request_review: { documents: "requested", change: "requested" },
};

/** Companies: the beneficial owners step comes after the documents. */
export const LEGITIMATION_TRANSITIONS_COMPANY: TransitionTable<LegitimationStep, LegitimationEvent> = {
  ...COMMON,
  save_documents: { documents: "ubo", ubo: "ubo", change: "change" },
  request_review: { ubo: "requested", change: "requested" },
};

export function legitimationTransitions(legalForm: LegalForm) {
  return legalForm === "company" ? LEGITIMATION_TRANSITIONS_COMPANY : LEGITIMATION_TRANSITIONS_WITHOUT_UBO;
}

export type LegitimationRefusal = "step_out_of_order" | "legitimation_locked";

/**
 * Where `event` takes the legitimation, or why it cannot: a step the seller has not reached yet
 * is out of order; anything asked while the legitimation is with the provider or the manager (or
 * decided) is locked until a change is started.
 */
export function legitimationStep(
  legalForm: LegalForm,
  from: LegitimationStep,
  event: LegitimationEvent,
): { ok: true; step: LegitimationStep } | { ok: false; reason: LegitimationRefusal } {
  const to = nextState(legitimationTransitions(legalForm), from, event);
  if (to) return { ok: true, step: to };
  const editing = (EDITABLE_LEGITIMATION_STEPS as readonly string[]).includes(from);
  return { ok: false, reason: editing ? "step_out_of_order" : "legitimation_locked" };
}

/** The manager's view of a legitimation (spec core §4 "Admin legitimation") after an event. */
export function adminLegitimationState(
  current: "init" | "change" | "accepted" | "rejected",
  event: LegitimationEvent,
): "init" | "change" | "accepted" | "rejected" {
  if (event === "accept") return "accepted";
  if (event === "reject") return "rejected";
  if (event === "start_change") return "change";
  return current;
}

/** The documents a legal form must upload before review can be asked. */
export function requiredDocuments(legalForm: LegalForm): KycDocumentKind[] {
  return legalForm === "individual" ? ["id_from_front"] : ["id_from_front", "company_lr", "article_doc"];
}

export function missingDocuments(legalForm: LegalForm, uploaded: readonly string[]): KycDocumentKind[] {
  return requiredDocuments(legalForm).filter((kind) => !uploaded.includes(kind));
}

/** A legitimated seller may be paid out (with an activated bank account). */
export function allowsPayout(step: LegitimationStep | null | undefined): boolean {
  return step === "legitimated";
}

/** Document states in which a document still counts (a refused one must be replaced). */
export const LIVE_DOCUMENT_STATES = [
  "created",
  "init",
  "sent",
  "validation_asked",
  "on_hold",
  "validated",
  "accepted",
] as const;
