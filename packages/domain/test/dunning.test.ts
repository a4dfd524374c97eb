import { describe, expect, it } from "vitest";
import {
  CLAIM_OUTCOME_TRANSITIONS,
  CLAIM_STAGE_TRANSITIONS,
  claimColor,
  daysOverdue,
  DEFAULT_DUNNING_SETTINGS,
  dunningStatusOf,
  firstStageOf,
  inkassoStatusOf,
  nextScheduledStage,
  nextState,
  parseCsv,
  readAgencyStatusFile,
  scheduledEventOf,
  stageDueAt,
  stageFee,
  strategyStatusOf,
  visibleStage,
  visibleStages,
  type ClaimStage,
  type DunningStrategy,
} from "../src/index.ts";

const DAY = 86_400_000;

/** Every stage the clock reaches from the first, following the transition table. */
function scheduledPath(strategy: DunningStrategy): ClaimStage[] {
  const path: ClaimStage[] = [firstStageOf(strategy)];
  for (;;) {
    const next = nextScheduledStage(path[path.length - 1]!, strategy);
    if (!next) return path;
    // The schedule never moves a claim where the transition table would not.
    expect(
      nextState(CLAIM_STAGE_TRANSITIONS, path[path.length - 1]!, scheduledEventOf(path[path.length - 1]!)),
    ).toBe(next);
    path.push(next);
  }
}

describe("claim stages by strategy", () => {
  it("sends three reminders for dunning and stops there", () => {
    expect(scheduledPath("dunning")).toEqual([
      "dunning_first_email",
      "dunning_second_email",
      "dunning_third_email",
    ]);
    expect(strategyStatusOf("dunning_third_email", "open", "dunning")).toBe("waiting");
  });

  it("hands the claim to the agency after three reminders for dunning_inkasso", () => {
    expect(scheduledPath("dunning_inkasso")).toEqual([
      "dunning_first_email",
      "dunning_second_email",
      "dunning_third_email",
      "inkasso_ready",
    ]);
    expect(strategyStatusOf("inkasso_ready", "open", "dunning_inkasso")).toBe("awaiting_export");
  });

  it("goes straight to the agency for inkasso, without reminders", () => {
    expect(scheduledPath("inkasso")).toEqual(["inkasso_ready"]);
  });

  it("lets the agency move claims forward only, court after pre_court or directly", () => {
    const t = CLAIM_STAGE_TRANSITIONS;
    expect(nextState(t, "inkasso_ready", "send_to_agency")).toBe("sent_to_collection_agency");
    expect(nextState(t, "sent_to_collection_agency", "court")).toBe("court");
    expect(nextState(t, "pre_court", "court")).toBe("court");
    expect(nextState(t, "court", "post_court")).toBe("post_court");
    expect(nextState(t, "court", "pre_court")).toBeNull();
    expect(nextState(t, "dunning_first_email", "send_to_agency")).toBeNull();
    expect(nextState(t, "dunning_third_email", "pre_court")).toBeNull();
  });
});

describe("claim outcomes", () => {
  it("ends an open claim once; only a claim not collected may still be written off", () => {
    const t = CLAIM_OUTCOME_TRANSITIONS;
    expect(nextState(t, "open", "pay")).toBe("paid");
    expect(nextState(t, "paid", "pay")).toBeNull();
    expect(nextState(t, "paid", "write_off")).toBeNull();
    expect(nextState(t, "not_collected", "write_off")).toBe("written_off");
    expect(nextState(t, "skipped", "resolve")).toBeNull();
  });

  it("reads the dunning and inkasso status from stage and outcome", () => {
    expect(dunningStatusOf("open")).toBe("in_progress");
    expect(dunningStatusOf("skipped")).toBe("skipped");
    expect(dunningStatusOf("written_off")).toBe("completed");
    expect(inkassoStatusOf("dunning_second_email", "open")).toBe("none");
    expect(inkassoStatusOf("court", "open")).toBe("court");
    expect(inkassoStatusOf("court", "not_collected")).toBe("not_collected");
  });
});

describe("schedule and fees", () => {
  const settings = {
    strategy: "dunning_inkasso" as const,
    schedule: { first_days: 2, second_days: 5, third_days: 6, inkasso_days: 10 },
    fees: { first_fee: 0, second_fee: 250, third_fee: 500 },
  };
  const t0 = new Date("2026-03-01T10:00:00Z");

  it("waits the seller's days between stages", () => {
    expect(stageDueAt(t0, "dunning_first_email", settings).getTime() - t0.getTime()).toBe(2 * DAY);
    expect(stageDueAt(t0, "dunning_third_email", settings).getTime() - t0.getTime()).toBe(6 * DAY);
    expect(stageDueAt(t0, "inkasso_ready", settings).getTime() - t0.getTime()).toBe(10 * DAY);
    // Under inkasso the agency stage is the first step and waits the first days.
    expect(
      stageDueAt(t0, "inkasso_ready", { ...settings, strategy: "inkasso" }).getTime() - t0.getTime(),
    ).toBe(2 * DAY);
  });

  it("adds each reminder's fee and nothing for the agency stages", () => {
    expect(stageFee("dunning_second_email", settings.fees)).toBe(250);
    expect(stageFee("dunning_third_email", settings.fees)).toBe(500);
    expect(stageFee("inkasso_ready", settings.fees)).toBe(0);
    expect(stageFee("dunning_first_email", DEFAULT_DUNNING_SETTINGS.fees)).toBe(0);
  });

  it("counts whole days overdue", () => {
    expect(daysOverdue(t0, new Date(t0.getTime() + DAY - 1))).toBe(0);
    expect(daysOverdue(t0, new Date(t0.getTime() + 3 * DAY))).toBe(3);
    expect(daysOverdue(t0, new Date(t0.getTime() - DAY))).toBe(0);
  });
});

describe("who sees the court stages (spec two §6)", () => {
  it("shows court and post_court to managers and power sellers only", () => {
    expect(visibleStages({ seesCourt: true })).toContain("post_court");
    expect(visibleStages({ seesCourt: false })).not.toContain("court");
    expect(visibleStage("court", { seesCourt: false })).toBe("sent_to_collection_agency");
    expect(visibleStage("court", { seesCourt: true })).toBe("court");
    expect(visibleStage("pre_court", { seesCourt: false })).toBe("pre_court");
  });

  it("colours claims by what the seller should notice", () => {
    expect(claimColor("court", "open").color).toBe("red");
    expect(claimColor("dunning_first_email", "open")).toEqual({ color: "amber", highlighted: false });
    expect(claimColor("dunning_first_email", "paid").color).toBe("green");
    expect(claimColor("court", "written_off").color).toBe("red");
  });
});

describe("the agency's status file", () => {
  const header = "claim_id,status,not_collected_reason,note";

  it("reads quoted cells, CRLF and a byte-order mark, skipping blank lines", () => {
    const read = readAgencyStatusFile(
      `\uFEFF${header}\r\n7,court,,"Hearing on 3 May, room ""B"""\r\n\r\n8,not_collected,debtor_insolvent,\r\n`,
    );
    expect(read).toEqual({
      ok: true,
      lines: [
        {
          line: 2,
          claimId: 7,
          status: "court",
          notCollectedReason: null,
          note: 'Hearing on 3 May, room "B"',
        },
        { line: 3, claimId: 8, status: "not_collected", notCollectedReason: "debtor_insolvent", note: null },
      ],
    });
  });

  it("names every bad field by line and refuses a wrong header", () => {
    expect(readAgencyStatusFile("id,state\n1,court\n")).toEqual({
      ok: false,
      errors: [{ line: 1, field: "header", code: "invalid_csv_header" }],
    });
    const read = readAgencyStatusFile(
      `${header}\nx,court,,\n5,paid,,\n6,not_collected,,\n7,court,debtor_insolvent,\n`,
    );
    expect(read.ok ? [] : read.errors).toEqual([
      { line: 2, field: "claim_id", code: "invalid" },
      { line: 3, field: "status", code: "invalid_value" },
      { line: 4, field: "not_collected_reason", code: "required" },
      { line: 5, field: "not_collected_reason", code: "invalid" },
    ]);
    expect(parseCsv('a,"b\nc",d\n')).toEqual([["a", "b\nc", "d"]]);
  });
});
