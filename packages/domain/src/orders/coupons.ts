import { DISCOUNT_VALUE_FORMS } from "../constants/products.ts";
import { divRoundHalfUp } from "../math/round.ts";
import type { ValidationCode } from "../validation/codes.ts";

// Coupons (spec two §3): what they may be, whether one applies, and what it takes off.

export const COUPON_FORMS = ["single", "bulk"] as const;
export type CouponForm = (typeof COUPON_FORMS)[number];
export const COUPON_CODE_TYPES = ["alphabetic", "numeric", "alphanumeric"] as const;
export type CouponCodeType = (typeof COUPON_CODE_TYPES)[number];
/** The same two forms as the product discount. */
export const COUPON_DISCOUNT_TYPES = DISCOUNT_VALUE_FORMS;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
export const COUPON_AMOUNT_BASES = ["end_amount", "net_amount"] as const;
export type CouponAmountBase = (typeof COUPON_AMOUNT_BASES)[number];
export const COUPON_SCOPES = ["all", "single", "multiple"] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 40;
/** Codes one bulk batch may generate. */
export const COUPON_BULK_MAX = 1000;

export interface CouponRule {
  discountType: CouponDiscountType;
  /** Minor units for currency; hundredths of a percent for percents (1050 = 10.5 %). */
  value: number;
  /** Required for currency coupons (an amount means nothing in another currency). */
  currency: string | null;
  amountBase: CouponAmountBase;
  scope: CouponScope;
  productIds: number[];
  /** Redemptions allowed; null = unlimited. */
  usageLimit: number | null;
  usedCount: number;
  startsAt: Date | null;
  /** The last moment the coupon works (inclusive). */
  endsAt: Date | null;
  active: boolean;
}

export const COUPON_REFUSALS = [
  "coupon_inactive",
  "coupon_not_started",
  "coupon_expired",
  "coupon_used_up",
  "coupon_wrong_product",
  "coupon_wrong_currency",
] as const satisfies readonly ValidationCode[];
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** Why the coupon cannot be used on this product now, or null. The first reason that holds wins. */
export function checkCoupon(
  c: CouponRule,
  productId: number,
  currency: string,
  now: Date,
): CouponRefusal | null {
  if (!c.active) return "coupon_inactive";
  if (c.startsAt && now.getTime() < c.startsAt.getTime()) return "coupon_not_started";
  if (c.endsAt && now.getTime() > c.endsAt.getTime()) return "coupon_expired";
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return "coupon_used_up";
  if (c.scope !== "all" && !c.productIds.includes(productId)) return "coupon_wrong_product";
  if (c.discountType === "currency" && c.currency?.toLowerCase() !== currency.toLowerCase())
    return "coupon_wrong_currency";
  return null;
}

/**
 * The discount on a gross amount, in whole minor units, 0 ≤ d ≤ gross. A net_amount coupon takes
 * its discount off the net (gross / (1 + VAT)) and the result is grossed up again. Written out,
 * the VAT factors cancel for a percentage (the same share of net or gross), and a fixed amount
 * off the net is that amount plus its VAT off the gross — so each case rounds once, half up, on
 * exact integers instead of rounding the net and then the gross.
 */
export function couponDiscount(
  c: CouponRule,
  grossAmount: number,
  options: { vatRateBasisPoints?: number } = {},
): number {
  const gross = Math.max(0, Math.round(grossAmount));
  const value = Math.max(0, Math.round(c.value));
  if (c.discountType === "percents") return Math.min(gross, divRoundHalfUp(gross * value, 10_000));
  const vat = c.amountBase === "net_amount" ? Math.max(0, Math.round(options.vatRateBasisPoints ?? 0)) : 0;
  return Math.min(gross, divRoundHalfUp(value * (10_000 + vat), 10_000));
}

// Generated codes avoid characters people misread: I and O (1 and 0), and 0 and 1 themselves.
const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const DIGITS = "23456789";
const CODE_ALPHABETS: Readonly<Record<CouponCodeType, string>> = {
  alphabetic: LETTERS,
  numeric: DIGITS,
  alphanumeric: LETTERS + DIGITS,
};

/** A code of `length` characters; `random` returns [0, 1) (crypto-backed in the API). */
export function generateCouponCode(type: CouponCodeType, length: number, random: () => number): string {
  if (!Number.isInteger(length) || length < COUPON_CODE_MIN || length > COUPON_CODE_MAX)
    throw new RangeError(`coupon code length must be ${COUPON_CODE_MIN}–${COUPON_CODE_MAX}: ${length}`);
  const alphabet = CODE_ALPHABETS[type];
  let code = "";
  for (let i = 0; i < length; i++) {
    // min() guards a random() that returns exactly 1.
    code += alphabet[Math.min(alphabet.length - 1, Math.floor(random() * alphabet.length))];
  }
  return code;
}

const CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${COUPON_CODE_MIN},${COUPON_CODE_MAX}}$`);

/** What a seller may type as a code (generated ones always qualify); compared case-insensitively. */
export function isValidCouponCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** The form codes are stored and compared in: trimmed, upper case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function checkCouponCode(code: string): "invalid_coupon_code" | null {
  return isValidCouponCode(normalizeCouponCode(code)) ? null : "invalid_coupon_code";
}
