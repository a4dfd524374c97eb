import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  canBeSoldViaShop,
  isProductSoldOut,
  isSoldOut,
  PRODUCT_NOT_READY_REASONS,
  PRODUCT_PUBLISHING_STATES,
  PRODUCT_REVIEW_REASONS,
  PRODUCT_REVIEW_STATES,
  PRODUCT_TYPES,
  productListWarnings,
  productNotReadyReasons,
  publishBlockers,
} from "../src/index.ts";
import type { ProductFacts, ProductNotReadyReason } from "../src/index.ts";

/** A published, complete, sellable service: no reason holds. */
const ready = (over: Partial<ProductFacts> = {}): ProductFacts => ({
  form: "service",
  free: false,
  state: "published",
  reviewState: "reviewed",
  archived: false,
  limit: null,
  soldCount: 0,
  reservedCount: 0,
  hasAccessPassword: false,
  activePricingPlansCount: 1,
  anyPaymentMethodActive: true,
  hasDigitals: false,
  activeTicketsCount: 0,
  productAddonsCount: 0,
  sellerCanSell: true,
  sellerReviewRequired: true,
  licenseKeysAvailable: 0,
  generatesLicenseKeys: false,
  ...over,
});

const reasons = (over: Partial<ProductFacts>) => productNotReadyReasons(ready(over));

describe("isSoldOut", () => {
  it("is sold plus reserved at or above the limit; no limit never sells out", () => {
    expect(isSoldOut(10, 9, 0)).toBe(false);
    expect(isSoldOut(10, 10, 0)).toBe(true);
    expect(isSoldOut(10, 6, 4)).toBe(true);
    expect(isSoldOut(10, 6, 5)).toBe(true);
    expect(isSoldOut(null, 10_000, 0)).toBe(false);
  });
});

describe("productNotReadyReasons, each under its stated condition", () => {
  it("a ready product has none and can be sold via the shop", () => {
    expect(productNotReadyReasons(ready())).toEqual([]);
    expect(canBeSoldViaShop(ready())).toBe(true);
  });

  const cases: [ProductNotReadyReason, Partial<ProductFacts>, Partial<ProductFacts>][] = [
    ["no_active_pay_method", { anyPaymentMethodActive: false }, {}],
    ["no_pricing_plans", { activePricingPlansCount: 0 }, { activePricingPlansCount: 3 }],
    [
      "limit_reached",
      { limit: 5, soldCount: 3, reservedCount: 2 },
      { limit: 5, soldCount: 3, reservedCount: 1 },
    ],
    [
      "limit_reached",
      { form: "license_key", licenseKeysAvailable: 0 },
      { form: "license_key", licenseKeysAvailable: 1 },
    ],
    [
      "limit_reached",
      { form: "license_key", licenseKeysAvailable: 0, limit: 5, soldCount: 5 },
      { form: "license_key", licenseKeysAvailable: 0, generatesLicenseKeys: true },
    ],
    ["limit_reached", { limit: 1, soldCount: 1 }, { form: "download", licenseKeysAvailable: 0 }],
    ["on_review", { state: "in_review", reviewState: "in_review" }, {}],
    ["rejected", { state: "rejected", reviewState: "rejected" }, {}],
    ["not_valid", { state: "admin_unpublished" }, { state: "revoked" }],
    [
      "not_reviewed",
      { state: "unpublished", reviewState: "not_for_review" },
      { reviewState: "not_for_review", sellerReviewRequired: false },
    ],
    ["not_active", { state: "unpublished" }, {}],
    ["no_active_events", { form: "event", activeTicketsCount: 0 }, { form: "event", activeTicketsCount: 2 }],
    ["no_digitals", { form: "download", hasDigitals: false }, { form: "course", hasDigitals: false }],
    ["finish_registration", { sellerCanSell: false }, { sellerCanSell: false, free: true }],
    ["no_products", { form: "bundle", productAddonsCount: 0 }, { form: "bundle", productAddonsCount: 1 }],
    [
      "no_products",
      { form: "membership", productAddonsCount: 0 },
      { form: "service", productAddonsCount: 0 },
    ],
    ["is_archived", { archived: true, state: "unpublished" }, {}],
    ["has_access_password", { hasAccessPassword: true }, {}],
  ];
  it.each(cases)("%s", (reason, holds, doesNot) => {
    expect(reasons(holds)).toContain(reason);
    expect(reasons(doesNot)).not.toContain(reason);
  });

  it("covers every reason of the spec", () => {
    expect(new Set(cases.map((c) => c[0]))).toEqual(new Set(PRODUCT_NOT_READY_REASONS));
  });

  it("a free product is not held up by registration, and not by review", () => {
    const free = ready({ free: true, sellerCanSell: false, reviewState: "free" });
    expect(productNotReadyReasons(free)).toEqual([]);
    expect(canBeSoldViaShop(free)).toBe(true);
  });
});

describe("productListWarnings", () => {
  it("shows review warnings to power sellers only", () => {
    const facts = ready({ state: "rejected", reviewState: "rejected" });
    expect(productListWarnings(facts, { viewerIsPowerSeller: true })).toEqual(["rejected", "not_active"]);
    expect(productListWarnings(facts, { viewerIsPowerSeller: false })).toEqual(["not_active"]);
    const onReview = ready({ state: "in_review", reviewState: "in_review" });
    expect(productListWarnings(onReview, { viewerIsPowerSeller: true })).toContain("on_review");
    expect(productListWarnings(onReview, { viewerIsPowerSeller: false })).not.toContain("on_review");
  });

  it("finish_registration shows when the seller cannot sell and the product is not free", () => {
    expect(productListWarnings(ready({ sellerCanSell: false }), { viewerIsPowerSeller: false })).toEqual([
      "finish_registration",
    ]);
  });
});

const factsArb: fc.Arbitrary<ProductFacts> = fc.record({
  form: fc.constantFrom(...PRODUCT_TYPES),
  free: fc.boolean(),
  state: fc.constantFrom(...PRODUCT_PUBLISHING_STATES),
  reviewState: fc.constantFrom(...PRODUCT_REVIEW_STATES),
  archived: fc.boolean(),
  limit: fc.option(fc.nat(20)),
  soldCount: fc.nat(20),
  reservedCount: fc.nat(5),
  hasAccessPassword: fc.boolean(),
  activePricingPlansCount: fc.nat(3),
  anyPaymentMethodActive: fc.boolean(),
  hasDigitals: fc.boolean(),
  activeTicketsCount: fc.nat(3),
  productAddonsCount: fc.nat(3),
  sellerCanSell: fc.boolean(),
  sellerReviewRequired: fc.boolean(),
  licenseKeysAvailable: fc.nat(2),
  generatesLicenseKeys: fc.boolean(),
});

describe("properties", () => {
  it("warnings are the reasons, minus review ones unless the viewer is a power seller", () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const all = productNotReadyReasons(facts);
        expect(productListWarnings(facts, { viewerIsPowerSeller: true })).toEqual(all);
        const plain = productListWarnings(facts, { viewerIsPowerSeller: false });
        expect(plain).toEqual(all.filter((r) => !(PRODUCT_REVIEW_REASONS as readonly string[]).includes(r)));
        // Always in the spec's order, never repeated.
        expect(all).toEqual(PRODUCT_NOT_READY_REASONS.filter((r) => all.includes(r)));
      }),
    );
  });

  it("canBeSoldViaShop implies a live, complete product and (free or the seller can sell)", () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const sellable = canBeSoldViaShop(facts);
        if (sellable) {
          expect(facts.state).toBe("published");
          expect(facts.archived).toBe(false);
          expect(facts.activePricingPlansCount).toBeGreaterThan(0);
          expect(facts.free || facts.sellerCanSell).toBe(true);
          expect(publishBlockers(facts)).toEqual([]);
          expect(isSoldOut(facts.limit, facts.soldCount, facts.reservedCount)).toBe(false);
          expect(isProductSoldOut(facts)).toBe(false);
        }
        // The spec's rule: the product part holds and (free or canSell).
        const productPart = productNotReadyReasons(facts).every(
          (r) => r === "finish_registration" || r === "not_reviewed",
        );
        expect(sellable).toBe(productPart && (facts.free || facts.sellerCanSell));
      }),
    );
  });

  it("publish blockers are exactly the content reasons", () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        for (const r of publishBlockers(facts)) expect(productNotReadyReasons(facts)).toContain(r);
        expect(publishBlockers(facts)).not.toContain("not_active");
        expect(publishBlockers(facts)).not.toContain("finish_registration");
      }),
    );
  });
});
