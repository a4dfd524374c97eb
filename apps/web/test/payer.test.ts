import { describe, expect, it } from "vitest";
import { groupBySeller, payerOrdersListOptions } from "../src/payer/orders/payerOrdersList.ts";
import { nextLesson, progressPercent } from "../src/payer/courses/courseMath.ts";
import type { PayerLessonSummary } from "../src/api/payerTypes.ts";

// The payer area's own logic: orders grouped per seller, the orders filters, course progress and
// where "Continue" leads.

const seller = (username: string) => ({ username, name: username.toUpperCase() });

describe("payer orders", () => {
  it("groups a page's orders per seller in the order they first appear", () => {
    const items = [
      { token: "a", seller: seller("anna") },
      { token: "b", seller: seller("ben") },
      { token: "c", seller: seller("anna") },
    ];
    expect(groupBySeller(items).map((g) => [g.seller.username, g.items.map((i) => i.token)])).toEqual([
      ["anna", ["a", "c"]],
      ["ben", ["b"]],
    ]);
  });

  it("filters by the payer's sellers by name and by order state, never drafts", () => {
    const options = payerOrdersListOptions([seller("anna")]);
    const [bySeller, byState] = options.filters;
    expect(bySeller).toMatchObject({ param: "seller", options: [{ value: "anna", label: "ANNA" }] });
    expect(byState?.control).toBe("select");
    const states = byState && "options" in byState ? byState.options.map((o) => o.value) : [];
    expect(states).toContain("finalized");
    expect(states).not.toContain("draft");
  });
});

const lesson = (id: number, open: boolean, status: PayerLessonSummary["status"]): PayerLessonSummary => ({
  id,
  title: `L${id}`,
  open,
  opensAt: "2025-01-01T00:00:00Z",
  status,
  blocksCount: 1,
});

describe("course progress", () => {
  it("rounds to whole per cent and is 0 without lessons", () => {
    expect(progressPercent({ completed: 1, total: 3 })).toBe(33);
    expect(progressPercent({ completed: 0, total: 0 })).toBe(0);
  });

  it("continues at the first open lesson not completed, skipping locked ones", () => {
    const modules = [
      { id: 1, title: "A", lessons: [lesson(1, true, "completed"), lesson(2, false, "not_started")] },
      { id: 2, title: "B", lessons: [lesson(3, true, "in_progress")] },
    ];
    expect(nextLesson({ modules })).toBe(3);
    const allDone = [{ id: 1, title: "A", lessons: [lesson(1, true, "completed")] }];
    expect(nextLesson({ modules: allDone })).toBe(1);
    expect(
      nextLesson({ modules: [{ id: 1, title: "A", lessons: [lesson(2, false, "not_started")] }] }),
    ).toBeNull();
  });
});
