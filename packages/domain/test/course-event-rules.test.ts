import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkDrip,
  checkEventDates,
  checkQuizQuestion,
  checkSerialPrefix,
  checkTicketQuota,
  coursePublishState,
  formatCertificateSerial,
  isActiveTicket,
  type CoursePublishFacts,
} from "../src/index.ts";

const now = new Date("2031-01-01T12:00:00Z");
const later = new Date("2031-02-01T12:00:00Z");
const earlier = new Date("2030-12-01T12:00:00Z");

describe("quiz questions", () => {
  const opts = (...correct: boolean[]) => correct.map((c, i) => ({ text: `o${i}`, correct: c }));
  it.each([
    ["checkbox", opts(true, true, false), []],
    ["checkbox", opts(false, false), ["quiz_correct_required"]],
    ["checkbox", opts(true), ["quiz_too_few_options"]],
    ["select_box", opts(true, false), []],
    ["select_box", opts(true, true), ["quiz_single_correct"]],
    ["open_question", [], []],
    ["open_question", opts(true), ["quiz_no_options"]],
    ["service", [], []],
  ] as const)("%s with %j gives %j", (type, options, codes) => {
    expect(checkQuizQuestion({ type, question: "Q", options }).map((i) => i.code)).toEqual(codes);
  });

  it("points at the second of two options with the same text", () => {
    const issues = checkQuizQuestion({
      type: "checkbox",
      question: "Q",
      options: [
        { text: "Yes", correct: true },
        { text: " yes ", correct: false },
      ],
    });
    expect(issues).toEqual([{ path: ["options", 1, "text"], code: "quiz_duplicate_option" }]);
  });
});

describe("drip", () => {
  it("takes days or a date or neither, never both", () => {
    expect(checkDrip(null, null)).toBeNull();
    expect(checkDrip(7, null)).toBeNull();
    expect(checkDrip(null, later)).toBeNull();
    expect(checkDrip(7, later)).toBe("drip_conflict");
  });
});

describe("course publish state", () => {
  const facts = (overrides: Partial<CoursePublishFacts>): CoursePublishFacts => ({
    productState: "published",
    archived: false,
    soldCount: 0,
    lessons: [{ status: "published", dripDate: null }],
    now,
    ...overrides,
  });
  it.each<[string, Partial<CoursePublishFacts>, string]>([
    ["published, all lessons out", {}, "published"],
    ["published, a pending lesson", { lessons: [{ status: "pending", dripDate: null }] }, "publishing"],
    [
      "published, a lesson dated ahead",
      { lessons: [{ status: "published", dripDate: later }] },
      "publishing",
    ],
    [
      "published, a lesson dated past",
      { lessons: [{ status: "published", dripDate: earlier }] },
      "published",
    ],
    [
      "published, a lesson not for publishing",
      { lessons: [{ status: "not_for_publish", dripDate: later }] },
      "published",
    ],
    ["in review", { productState: "in_review" }, "publish_pending"],
    ["unpublished, never sold", { productState: "unpublished" }, "publish_pending"],
    ["unpublished with buyers", { productState: "unpublished", soldCount: 2 }, "publish_paused"],
    ["rejected with buyers", { productState: "rejected", soldCount: 2 }, "publish_paused"],
    ["archived", { archived: true }, "publish_canceled"],
    ["revoked", { productState: "revoked" }, "publish_canceled"],
    ["unpublished by a manager", { productState: "admin_unpublished" }, "publish_canceled"],
  ])("%s → %s", (_name, overrides, state) => {
    expect(coursePublishState(facts(overrides))).toBe(state);
  });
});

describe("event dates", () => {
  it("accepts an event whose sales close by its end", () => {
    expect(
      checkEventDates({ startsAt: now, endsAt: later, salesStartAt: earlier, salesEndAt: later }),
    ).toEqual([]);
  });
  it("names each broken rule by its field", () => {
    expect(checkEventDates({ startsAt: later, endsAt: now, salesStartAt: now, salesEndAt: earlier })).toEqual(
      [
        { field: "endsAt", code: "ends_before_start" },
        { field: "salesEndAt", code: "sales_end_before_sales_start" },
      ],
    );
    expect(
      checkEventDates({ startsAt: earlier, endsAt: now, salesStartAt: null, salesEndAt: later }),
    ).toEqual([{ field: "salesEndAt", code: "sales_end_after_event_end" }]);
  });
});

describe("ticket quota", () => {
  it("holds exactly when the quota covers sold plus reserved (or there is none)", () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 600 }),
        (quota, soldCount, reservedCount) => {
          const code = checkTicketQuota(quota, { soldCount, reservedCount });
          expect(code === null).toBe(quota === null || quota >= soldCount + reservedCount);
        },
      ),
    );
  });
});

describe("active tickets", () => {
  const base = { ticketActive: true, eventActive: true, endsAt: later, salesStartAt: null, salesEndAt: null };
  it("counts a ticket a buyer can get now or once sales open", () => {
    expect(isActiveTicket(base, now)).toBe(true);
    expect(isActiveTicket({ ...base, salesStartAt: later }, now)).toBe(true);
  });
  it.each([
    ["the ticket type is off", { ticketActive: false }],
    ["the event is off", { eventActive: false }],
    ["the event is over", { endsAt: earlier }],
    ["the event ends now", { endsAt: now }],
    ["sales have closed", { salesEndAt: earlier }],
  ])("does not count it when %s", (_name, overrides) => {
    expect(isActiveTicket({ ...base, ...overrides }, now)).toBe(false);
  });
});

describe("certificate serials", () => {
  it("build from prefix, year, a running number and the random part", () => {
    const parts = { prefix: "ACME", year: 2031, number: 42, random: "K7Q2XF" };
    expect(formatCertificateSerial({ ...parts, format: "prefix_year_number" })).toBe(
      "ACME-2031-000042-K7Q2XF",
    );
    expect(formatCertificateSerial({ ...parts, format: "prefix_number" })).toBe("ACME-000042-K7Q2XF");
    expect(formatCertificateSerial({ ...parts, prefix: "", format: "prefix_number" })).toBe("000042-K7Q2XF");
  });
  it.each([
    ["", true],
    ["ACME", true],
    ["A-1", true],
    ["ABCDEFGHIJKL", true],
    ["ABCDEFGHIJKLM", false],
    ["-ACME", false],
    ["ACME-", false],
    ["acme", false],
    ["AC ME", false],
  ])("prefix %j valid: %s", (prefix, valid) => {
    expect(checkSerialPrefix(prefix) === null).toBe(valid);
  });
});
