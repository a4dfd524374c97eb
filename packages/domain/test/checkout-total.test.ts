import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allocate, CHECKOUT_LINE_KINDS, checkoutOrderType, priceCheckout } from "../src/index.ts";
import type { CheckoutLineInput } from "../src/index.ts";

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("allocate", () => {
  it("splits by largest remainder, earlier parts first on ties", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(allocate(5, [1, 2])).toEqual([2, 3]); // 1.67 / 3.33: the larger remainder gets the unit
    expect(allocate(7, [0, 5, 0])).toEqual([0, 7, 0]);
  });

  it("splits evenly over all-zero weights, and negative totals as their mirror", () => {
    expect(allocate(5, [0, 0])).toEqual([3, 2]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(0, [])).toEqual([]);
  });

  it("stays exact where floating point would not (amount × weight past 2^53)", () => {
    const parts = allocate(9_999_999_999, [3_000_000_000_001, 7_000_000_000_003]);
    expect(sum(parts)).toBe(9_999_999_999);
    expect(parts).toEqual([3_000_000_000, 6_999_999_999]);
  });

  it("refuses what it cannot split", () => {
    expect(() => allocate(1, [])).toThrow(RangeError);
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(1, [-1, 2])).toThrow(RangeError);
  });

  it("property: sums to the total, each part within one unit of its exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(sum(parts)).toBe(total);
          const w = sum(weights);
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true);
            const exact = w === 0 ? total / weights.length : (total * weights[i]!) / w;
            expect(Math.abs(part - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

const line = (over: Partial<CheckoutLineInput>): CheckoutLineInput => ({
  kind: "product",
  productId: 1,
  name: "Course",
  quantity: 1,
  unitAmount: 0,
  ...over,
});

describe("priceCheckout", () => {
  it("spreads the coupon over the lines by their amounts", () => {
    const result = priceCheckout(
      [
        line({ unitAmount: 10_000 }),
        line({ kind: "bump", productId: 2, name: "Workbook", unitAmount: 2_000 }),
        line({ kind: "ticket", productId: 3, name: "Seat", quantity: 3, unitAmount: 1_000 }),
      ],
      1_000,
    );
    expect(result.subtotal).toBe(15_000);
    expect(result.discount).toBe(1_000);
    expect(result.total).toBe(14_000);
    expect(result.lines.map((l) => [l.discountAmount, l.amount])).toEqual([
      [667, 9_333],
      [133, 1_867],
      [200, 2_800],
    ]);
  });

  it("caps the discount at the subtotal, and prices no lines as zero", () => {
    const result = priceCheckout([line({ unitAmount: 500 }), line({ unitAmount: 0 })], 9_999);
    expect(result).toMatchObject({ subtotal: 500, discount: 500, total: 0 });
    expect(result.lines.map((l) => l.amount)).toEqual([0, 0]);
    expect(priceCheckout([], 100)).toEqual({ lines: [], subtotal: 0, discount: 0, total: 0 });
  });

  it("refuses quantities and amounts that are not whole", () => {
    expect(() => priceCheckout([line({ quantity: 0 })], 0)).toThrow(RangeError);
    expect(() => priceCheckout([line({ unitAmount: 9.99 })], 0)).toThrow(RangeError);
  });

  it("property: lines sum to the total, shares to the discount, no line below zero", () => {
    const input = fc.record({
      kind: fc.constantFrom(...CHECKOUT_LINE_KINDS),
      productId: fc.nat(),
      name: fc.string(),
      quantity: fc.integer({ min: 1, max: 100 }),
      unitAmount: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(input, { maxLength: 12 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (lines, coupon) => {
          const { lines: priced, subtotal, discount, total } = priceCheckout(lines, coupon);
          expect(discount).toBe(Math.min(coupon, subtotal));
          expect(total).toBe(subtotal - discount);
          expect(sum(priced.map((l) => l.amount))).toBe(total);
          expect(sum(priced.map((l) => l.discountAmount))).toBe(discount);
          priced.forEach((l, i) => {
            expect(l.amount).toBeGreaterThanOrEqual(0);
            expect(l.discountAmount).toBeGreaterThanOrEqual(0);
            expect(l.amount + l.discountAmount).toBe(lines[i]!.quantity * lines[i]!.unitAmount);
          });
        },
      ),
    );
  });
});

describe("checkoutOrderType", () => {
  const product = { kind: "product" as const };
  const bump = { kind: "bump" as const };
  it("is bump with a bump line, bundle for a bundle without one, standard otherwise", () => {
    expect(checkoutOrderType("course", [product])).toBe("standard");
    expect(checkoutOrderType("course", [product, bump])).toBe("bump");
    expect(checkoutOrderType("bundle", [product])).toBe("bundle");
    expect(checkoutOrderType("bundle", [product, bump])).toBe("bump");
    expect(checkoutOrderType("event", [{ kind: "ticket" }, { kind: "ticket" }])).toBe("standard");
  });
});
