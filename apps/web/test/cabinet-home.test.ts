import { describe, expect, it } from "vitest";
import { SELLER_CHECKLIST_KEYS, sellerChecklist, statisticsWindow } from "@sellwerk/domain";
import type { CabinetHome } from "../src/api/home.ts";
import type { Product } from "../src/api/catalogTypes.ts";
import { CHECKLIST_LINKS, changeOf, checklistProgress, reviewNote } from "../src/cabinet/home/homeModel.ts";

// The seller's home: the checklist's order and progress, what it says about a review, and how
// a figure compares with the period before.

const product = (over: Partial<Product>) =>
  ({ name: "Course", reviewState: "not_for_review", reviewReason: null, ...over }) as Product;

describe("the checklist", () => {
  it("ticks each step from the seller's facts, in the order a new seller works through them", () => {
    const fresh = sellerChecklist({
      canSell: false,
      paymentsSetUp: false,
      products: 0,
      publishedProducts: 0,
      sold: false,
      invoiceSettingsSaved: false,
    });
    expect(fresh.map((i) => i.key)).toEqual([...SELLER_CHECKLIST_KEYS]);
    expect(checklistProgress(fresh)).toEqual({ done: 0, total: 6, next: "business_profile" });

    const halfway = sellerChecklist({
      canSell: true,
      paymentsSetUp: true,
      products: 2,
      publishedProducts: 0,
      sold: false,
      invoiceSettingsSaved: true,
    });
    expect(checklistProgress(halfway)).toEqual({ done: 4, total: 6, next: "product_published" });
    const all = halfway.map((i) => ({ ...i, done: true }));
    expect(checklistProgress(all).next).toBeNull();
  });

  it("links every step to the screen where it is done", () => {
    for (const key of SELLER_CHECKLIST_KEYS) expect(CHECKLIST_LINKS[key]).toMatch(/^\/cabinet\//);
    expect(CHECKLIST_LINKS.business_profile).toBe("/cabinet/profile/edit?seller_profile_edit=true");
  });
});

describe("the review note", () => {
  const at = (iso: string) => new Date(iso);
  const attention = (items: Partial<CabinetHome["attention"][number]>[]): CabinetHome["attention"] =>
    items.map((i) => ({ product: product({}), submittedAt: null, expectedBy: null, ...i }));

  it("names the waiting product and when it is usually decided, and says when that has passed", () => {
    const list = attention([
      {
        product: product({ name: "Masterclass", reviewState: "in_review" }),
        submittedAt: "2026-11-20T10:00:00Z",
        expectedBy: "2026-11-22T10:00:00Z",
      },
      { product: product({ name: "Old one", reviewState: "rejected", reviewReason: "No images." }) },
    ]);
    expect(reviewNote(list, at("2026-11-21T10:00:00Z"))).toEqual({
      kind: "waiting",
      product: "Masterclass",
      since: "2026-11-20T10:00:00Z",
      by: "2026-11-22T10:00:00Z",
      overdue: false,
    });
    expect(reviewNote(list, at("2026-11-23T10:00:00Z"))).toMatchObject({ overdue: true });
  });

  it("gives a rejection's reason when nothing waits, and nothing without a review", () => {
    const rejected = attention([
      { product: product({ name: "Old one", reviewState: "rejected", reviewReason: "No images." }) },
    ]);
    expect(reviewNote(rejected, new Date())).toEqual({
      kind: "rejected",
      product: "Old one",
      reason: "No images.",
    });
    expect(reviewNote(attention([{}]), new Date())).toBeNull();
  });
});

describe("figures", () => {
  it("compare with the period before as a whole percentage, or as new", () => {
    expect(changeOf(150, 100)).toEqual({ kind: "percent", value: 50 });
    expect(changeOf(0, 100)).toEqual({ kind: "percent", value: -100 });
    expect(changeOf(100, 100)).toEqual({ kind: "percent", value: 0 });
    expect(changeOf(5, 0)).toEqual({ kind: "new" });
    expect(changeOf(0, 0)).toEqual({ kind: "none" });
  });

  it("count calendar days in the seller's zone, today included", () => {
    // 23:30 UTC on 24 November is already the 25th in Berlin.
    const now = new Date("2026-11-24T23:30:00Z");
    const berlin = statisticsWindow(now, 7, "Europe/Berlin");
    expect(berlin.days).toEqual([
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
    ]);
    expect(berlin.previousDays[0]).toBe("2026-11-12");
    expect(berlin.previousDays.at(-1)).toBe("2026-11-18");
    expect(berlin.after).toBe("2026-11-26");
    expect(statisticsWindow(now, 7, "UTC").days.at(-1)).toBe("2026-11-24");
    // Across the end of March's clock change, still 30 whole days.
    expect(statisticsWindow(new Date("2026-04-10T12:00:00Z"), 30, "Europe/Berlin").days[0]).toBe(
      "2026-03-12",
    );
  });
});
