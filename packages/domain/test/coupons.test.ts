import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkCoupon,
  checkCouponCode,
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_CODE_TYPES,
  COUPON_REFUSALS,
  couponDiscount,
  generateCouponCode,
  isValidCouponCode,
  normalizeCouponCode,
  VALIDATION_CODES,
} from "../src/index.ts";
import type { CouponRule } from "../src/index.ts";

const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  discountType: "percents",
  value: 1000,
  currency: null,
  amountBase: "end_amount",
  scope: "all",
  productIds: [],
  usageLimit: null,
  usedCount: 0,
  startsAt: null,
  endsAt: null,
  active: true,
  ...over,
});
const now = new Date("2024-06-01T12:00:00Z");

describe("checkCoupon", () => {
  it("accepts a running coupon", () => {
    expect(checkCoupon(coupon(), 1, "eur", now)).toBeNull();
  });

  it("names each reason", () => {
    expect(checkCoupon(coupon({ active: false }), 1, "eur", now)).toBe("coupon_inactive");
    expect(checkCoupon(coupon({ startsAt: new Date("2024-06-02T00:00:00Z") }), 1, "eur", now)).toBe(
      "coupon_not_started",
    );
    expect(checkCoupon(coupon({ endsAt: new Date("2024-06-01T11:59:59Z") }), 1, "eur", now)).toBe(
      "coupon_expired",
    );
    expect(checkCoupon(coupon({ usageLimit: 5, usedCount: 5 }), 1, "eur", now)).toBe("coupon_used_up");
    expect(checkCoupon(coupon({ scope: "single", productIds: [2] }), 1, "eur", now)).toBe(
      "coupon_wrong_product",
    );
    expect(
      checkCoupon(coupon({ discountType: "currency", value: 500, currency: "usd" }), 1, "eur", now),
    ).toBe("coupon_wrong_currency");
  });

  it("counts the start and end moments as valid", () => {
    expect(checkCoupon(coupon({ startsAt: now, endsAt: now }), 1, "eur", now)).toBeNull();
  });

  it("limits products only when scoped, and currency only for amounts", () => {
    expect(checkCoupon(coupon({ scope: "multiple", productIds: [1, 3] }), 3, "eur", now)).toBeNull();
    expect(checkCoupon(coupon({ scope: "all", productIds: [9] }), 3, "eur", now)).toBeNull();
    expect(checkCoupon(coupon({ currency: "usd" }), 1, "eur", now)).toBeNull();
    expect(checkCoupon(coupon({ discountType: "currency", currency: "EUR" }), 1, "eur", now)).toBeNull();
    // An amount without a currency cannot be trusted in any.
    expect(checkCoupon(coupon({ discountType: "currency", currency: null }), 1, "eur", now)).toBe(
      "coupon_wrong_currency",
    );
  });

  it("has a translated validation code for every refusal", () => {
    for (const code of COUPON_REFUSALS) expect(VALIDATION_CODES).toContain(code);
  });
});

describe("couponDiscount", () => {
  it("takes a percentage off, half up", () => {
    expect(couponDiscount(coupon({ value: 1050 }), 1999)).toBe(210); // 209.895
    expect(couponDiscount(coupon({ value: 1000 }), 1995)).toBe(200); // 199.5
    expect(couponDiscount(coupon({ value: 10_000 }), 4321)).toBe(4321);
    expect(couponDiscount(coupon({ value: 25_000 }), 4321)).toBe(4321);
  });

  it("takes an amount off, never more than the price", () => {
    const c = coupon({ discountType: "currency", value: 500, currency: "eur" });
    expect(couponDiscount(c, 1999)).toBe(500);
    expect(couponDiscount(c, 300)).toBe(300);
  });

  it("net_amount: an amount off the net is that amount plus VAT off the gross", () => {
    const c = coupon({ discountType: "currency", value: 1000, currency: "eur", amountBase: "net_amount" });
    expect(couponDiscount(c, 11_900, { vatRateBasisPoints: 1900 })).toBe(1190);
    expect(couponDiscount(c, 1100, { vatRateBasisPoints: 1900 })).toBe(1100);
    expect(couponDiscount(c, 11_900)).toBe(1000);
    // A percentage is the same share of net and gross.
    const p = coupon({ value: 1000, amountBase: "net_amount" });
    expect(couponDiscount(p, 11_900, { vatRateBasisPoints: 1900 })).toBe(1190);
  });

  const rule = fc.record({
    discountType: fc.constantFrom("currency" as const, "percents" as const),
    value: fc.integer({ min: 0, max: 20_000_000 }),
    amountBase: fc.constantFrom("end_amount" as const, "net_amount" as const),
  });
  const gross = fc.integer({ min: 0, max: 10_000_000_000 });
  const vat = fc.option(fc.integer({ min: 0, max: 2700 }), { nil: undefined });

  it("property: an integer between 0 and the gross", () => {
    fc.assert(
      fc.property(rule, gross, vat, (r, g, v) => {
        const d = couponDiscount(coupon({ ...r, currency: "eur" }), g, { vatRateBasisPoints: v });
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(g);
      }),
    );
  });

  it("property: 100 % is the gross, an amount is min(value, gross), net_amount without VAT is end_amount", () => {
    fc.assert(
      fc.property(rule, gross, (r, g) => {
        expect(couponDiscount(coupon({ value: 10_000 }), g)).toBe(g);
        const amount = coupon({ discountType: "currency", value: r.value, currency: "eur" });
        expect(couponDiscount(amount, g)).toBe(Math.min(r.value, g));
        const c = coupon({ ...r, currency: "eur" });
        expect(couponDiscount({ ...c, amountBase: "net_amount" }, g, { vatRateBasisPoints: 0 })).toBe(
          couponDiscount({ ...c, amountBase: "end_amount" }, g),
        );
      }),
    );
  });
});

describe("coupon codes", () => {
  it("generate from unambiguous characters of the chosen type", () => {
    const random = fc.sample(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), 200);
    let i = 0;
    const next = () => random[i++ % random.length]!;
    expect(generateCouponCode("alphabetic", 40, next)).toMatch(/^[A-HJ-NP-Z]{40}$/);
    expect(generateCouponCode("numeric", 12, next)).toMatch(/^[2-9]{12}$/);
    expect(generateCouponCode("alphanumeric", 8, next)).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // The ends of the range, including a random() that returns exactly 1.
    expect(generateCouponCode("numeric", 3, () => 0)).toBe("222");
    expect(generateCouponCode("alphabetic", 3, () => 1)).toBe("ZZZ");
  });

  it("refuse lengths outside 3–40", () => {
    expect(() => generateCouponCode("numeric", 2, Math.random)).toThrow(RangeError);
    expect(() => generateCouponCode("numeric", 41, Math.random)).toThrow(RangeError);
  });

  it("property: every generated code is valid", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUPON_CODE_TYPES),
        fc.integer({ min: COUPON_CODE_MIN, max: COUPON_CODE_MAX }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        (type, length, stream) => {
          const values = stream[Symbol.iterator]();
          const code = generateCouponCode(type, length, () => values.next().value as number);
          expect(code).toHaveLength(length);
          expect(isValidCouponCode(code)).toBe(true);
        },
      ),
    );
  });

  it("validate what a seller types", () => {
    expect(isValidCouponCode("summer-24_x")).toBe(true);
    expect(isValidCouponCode("AB")).toBe(false);
    expect(isValidCouponCode("A".repeat(41))).toBe(false);
    expect(isValidCouponCode("SOMMER 24")).toBe(false);
    expect(isValidCouponCode("ÄPFEL")).toBe(false);
    expect(normalizeCouponCode("  summer-24 ")).toBe("SUMMER-24");
    expect(checkCouponCode(" summer ")).toBeNull();
    expect(checkCouponCode("a b")).toBe("invalid_coupon_code");
  });
});
