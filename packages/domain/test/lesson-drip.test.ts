import { describe, expect, it } from "vitest";
import { lessonOpensAt } from "../src/index.ts";

// When a dripped lesson opens for one buyer (the payer's course area).

const DAY = 86_400_000;
const start = new Date("2025-03-01T10:00:00Z");

describe("lessonOpensAt", () => {
  it("opens with the access when nothing is set", () => {
    expect(lessonOpensAt({ dripDays: null, dripDate: null }, start)).toEqual(start);
  });

  it("opens days after the access started", () => {
    expect(lessonOpensAt({ dripDays: 3, dripDate: null }, start).getTime()).toBe(start.getTime() + 3 * DAY);
  });

  it("opens on its date, but never before the access starts", () => {
    const later = new Date("2025-04-01T00:00:00Z");
    expect(lessonOpensAt({ dripDays: null, dripDate: later }, start)).toEqual(later);
    const earlier = new Date("2025-01-01T00:00:00Z");
    expect(lessonOpensAt({ dripDays: null, dripDate: earlier }, start)).toEqual(start);
  });
});
