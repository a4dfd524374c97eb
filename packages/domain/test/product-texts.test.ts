import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkPlaceholders,
  checkPlanInterval,
  checkSlug,
  fillPlaceholders,
  nextFreeSlug,
  PLAN_INTERVAL_MAX,
  PLAN_INTERVAL_UNITS,
  SLUG_MAX_LENGTH,
  slugify,
} from "../src/index.ts";

describe("slugify", () => {
  it("makes lower-case ASCII words joined by hyphens", () => {
    expect(slugify("My First Course")).toBe("my-first-course");
    expect(slugify("  Über Größe & Maß!  ")).toBe("ueber-groesse-mass");
    expect(slugify("Café crème – 2024")).toBe("cafe-creme-2024");
    expect(slugify("---")).toBe("product");
    expect(slugify("Привет")).toBe("product");
  });

  it("property: always a valid slug, and stable when applied again", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const slug = slugify(name);
        expect(checkSlug(slug)).toBeNull();
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe("checkSlug", () => {
  it("refuses upper case, spaces, double or edge hyphens and overlong slugs", () => {
    for (const bad of ["My-Slug", "a b", "a--b", "-a", "a-", "", "ä", "x".repeat(SLUG_MAX_LENGTH + 1)])
      expect(checkSlug(bad), bad).toBe("invalid_slug");
    expect(checkSlug("course-2")).toBeNull();
  });
});

describe("nextFreeSlug", () => {
  it("suffixes -2, -3 … after the base", () => {
    expect(nextFreeSlug("course", new Set())).toBe("course");
    expect(nextFreeSlug("course", new Set(["course"]))).toBe("course-2");
    expect(nextFreeSlug("course", new Set(["course", "course-2", "course-3"]))).toBe("course-4");
  });

  it("property: never taken, always valid, within the maximum", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.nat(12), (name, n) => {
        const base = slugify(name);
        const taken = new Set([base, ...Array.from({ length: n }, (_, i) => `${base}-${i + 2}`)]);
        const slug = nextFreeSlug(base, taken);
        expect(taken.has(slug)).toBe(false);
        expect(checkSlug(slug)).toBeNull();
      }),
    );
    const long = slugify("x".repeat(200));
    expect(nextFreeSlug(long, new Set([long]))).toHaveLength(SLUG_MAX_LENGTH);
  });
});

describe("delivery placeholders", () => {
  it("accepts the known ones, however spaced, and refuses others", () => {
    expect(checkPlaceholders("Hi {{buyer_name}}, here is {{ product_name }}: {{access_url}}")).toBeNull();
    expect(checkPlaceholders("Plain text without any")).toBeNull();
    expect(checkPlaceholders("Hi {{buyer_nmae}}")).toBe("unknown_placeholder");
    expect(checkPlaceholders("Hi {{}}")).toBe("unknown_placeholder");
  });

  it("fills them per order", () => {
    expect(
      fillPlaceholders("Hi {{buyer_name}}, {{ product_name }}!", {
        buyer_name: "Anna",
        product_name: "Kurs",
      }),
    ).toBe("Hi Anna, Kurs!");
    expect(fillPlaceholders("{{order_id}}", {})).toBe("");
  });
});

describe("plan intervals", () => {
  it("allow 1–27 days, 1–4 weeks, 1–11 months, 1–2 years", () => {
    expect(PLAN_INTERVAL_MAX).toEqual({ day: 27, week: 4, month: 11, year: 2 });
    for (const unit of PLAN_INTERVAL_UNITS) {
      expect(checkPlanInterval({ unit, count: 1 })).toBeNull();
      expect(checkPlanInterval({ unit, count: PLAN_INTERVAL_MAX[unit] })).toBeNull();
      expect(checkPlanInterval({ unit, count: 0 })).toBe("out_of_range");
      expect(checkPlanInterval({ unit, count: PLAN_INTERVAL_MAX[unit] + 1 })).toBe("out_of_range");
      expect(checkPlanInterval({ unit, count: 1.5 })).toBe("out_of_range");
    }
  });
});
