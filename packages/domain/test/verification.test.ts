import { describe, expect, it } from "vitest";
import {
  adminLegitimationState,
  allowsPayout,
  BANK_ACCOUNT_EVENTS,
  BANK_ACCOUNT_STATES,
  BANK_ACCOUNT_TRANSITIONS,
  formSteps,
  LEGITIMATION_EVENTS,
  LEGITIMATION_STEPS,
  legitimationStep,
  missingDocuments,
  nextState,
  requiredDocuments,
  type LegitimationEvent,
  type LegitimationStep,
} from "../src/index.ts";

// The expected tables written again, state first (the source is event first), so a slip in
// either shows. Every state × event pair is checked: what is not written here is refused.
type Row = Partial<Record<LegitimationEvent, LegitimationStep>>;

const EDIT_STAY = (step: LegitimationStep): Row => ({
  save_head_quarter: step,
  save_legal_representative: step,
});

const INDIVIDUAL: Record<LegitimationStep, Row> = {
  head_quarter: { save_head_quarter: "legal_representative" },
  legal_representative: {
    save_head_quarter: "legal_representative",
    save_legal_representative: "documents",
  },
  documents: { ...EDIT_STAY("documents"), save_documents: "documents", request_review: "requested" },
  // Individuals never reach ubo; were one there (a company turned individual), owners stay refused.
  ubo: { ...EDIT_STAY("ubo"), save_documents: "ubo" },
  requested: { send_to_provider: "in_review", reject: "rejected" },
  in_review: { register: "registered", accept: "legitimated", reject: "rejected" },
  registered: { accept: "legitimated", reject: "rejected" },
  legitimated: { start_change: "change" },
  rejected: { start_change: "change" },
  change: { ...EDIT_STAY("change"), save_documents: "change", request_review: "requested" },
};

const COMPANY: Record<LegitimationStep, Row> = {
  ...INDIVIDUAL,
  documents: { ...EDIT_STAY("documents"), save_documents: "ubo" },
  ubo: { ...EDIT_STAY("ubo"), save_documents: "ubo", save_ubo: "ubo", request_review: "requested" },
  change: {
    ...EDIT_STAY("change"),
    save_documents: "change",
    save_ubo: "change",
    request_review: "requested",
  },
};

describe("legitimation steps", () => {
  for (const [form, table] of [
    ["individual", INDIVIDUAL],
    ["company", COMPANY],
  ] as const) {
    it(`${form}: every step × event is as written`, () => {
      for (const step of LEGITIMATION_STEPS)
        for (const event of LEGITIMATION_EVENTS) {
          const got = legitimationStep(form, step, event);
          const expected = table[step][event];
          expect(got.ok ? got.step : null, `${step} --${event}-->`).toBe(expected ?? null);
        }
    });
  }

  it("non-profits follow the individual's table (no beneficial owners)", () => {
    for (const step of LEGITIMATION_STEPS)
      for (const event of LEGITIMATION_EVENTS)
        expect(legitimationStep("non_profit", step, event)).toEqual(
          legitimationStep("individual", step, event),
        );
  });

  it("says why a step is refused: out of order while editing, locked while reviewed or decided", () => {
    expect(legitimationStep("individual", "head_quarter", "save_legal_representative")).toEqual({
      ok: false,
      reason: "step_out_of_order",
    });
    expect(legitimationStep("individual", "documents", "save_ubo")).toEqual({
      ok: false,
      reason: "step_out_of_order",
    });
    expect(legitimationStep("company", "legal_representative", "request_review")).toEqual({
      ok: false,
      reason: "step_out_of_order",
    });
    for (const step of ["requested", "in_review", "registered", "legitimated", "rejected"] as const)
      expect(legitimationStep("individual", step, "save_head_quarter")).toEqual({
        ok: false,
        reason: "legitimation_locked",
      });
  });

  it("a state or event named like an object member matches nothing", () => {
    expect(legitimationStep("individual", "toString" as LegitimationStep, "accept").ok).toBe(false);
    expect(legitimationStep("individual", "in_review", "constructor" as LegitimationEvent).ok).toBe(false);
  });

  it("lists the form's steps per legal form", () => {
    expect(formSteps("individual")).toEqual(["head_quarter", "legal_representative", "documents"]);
    expect(formSteps("non_profit")).toEqual(["head_quarter", "legal_representative", "documents"]);
    expect(formSteps("company")).toEqual(["head_quarter", "legal_representative", "documents", "ubo"]);
  });

  it("the manager's state follows decisions only", () => {
    expect(adminLegitimationState("init", "save_head_quarter")).toBe("init");
    expect(adminLegitimationState("init", "accept")).toBe("accepted");
    expect(adminLegitimationState("accepted", "start_change")).toBe("change");
    expect(adminLegitimationState("change", "reject")).toBe("rejected");
    expect(adminLegitimationState("rejected", "request_review")).toBe("rejected");
  });

  it("requires documents per legal form", () => {
    expect(requiredDocuments("individual")).toEqual(["id_from_front"]);
    expect(missingDocuments("company", ["id_from_front", "proof_doc"])).toEqual([
      "company_lr",
      "article_doc",
    ]);
    expect(missingDocuments("individual", ["id_from_front"])).toEqual([]);
  });

  it("only a legitimated seller may be paid out", () => {
    for (const step of LEGITIMATION_STEPS) expect(allowsPayout(step)).toBe(step === "legitimated");
    expect(allowsPayout(null)).toBe(false);
  });
});

describe("bank account states", () => {
  const EXPECTED: Record<
    (typeof BANK_ACCOUNT_STATES)[number],
    Partial<Record<(typeof BANK_ACCOUNT_EVENTS)[number], string>>
  > = {
    init_state: { hold: "not_sent", send: "waiting", fail: "error", deactivate: "deactivated" },
    not_sent: { send: "waiting", fail: "error", deactivate: "deactivated" },
    waiting: { fail: "error", activate: "activated", reject: "rejected", deactivate: "deactivated" },
    activated: { deactivate: "deactivated" },
    deactivated: {},
    rejected: {},
    error: { send: "waiting", deactivate: "deactivated" },
  };
  it("every state × event is as written", () => {
    for (const state of BANK_ACCOUNT_STATES)
      for (const event of BANK_ACCOUNT_EVENTS)
        expect(nextState(BANK_ACCOUNT_TRANSITIONS, state, event), `${state} --${event}-->`).toBe(
          EXPECTED[state][event] ?? null,
        );
  });
});
