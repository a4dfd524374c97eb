import {
  checkCouponCode,
  COUPON_BULK_MAX,
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  DEFAULT_CURRENCY,
  INPUT_RANGE,
  type CouponAmountBase,
  type CouponCodeType,
  type CouponDiscountType,
  type CouponScope,
} from "@sellwerk/domain";
import type { Coupon } from "../../api/checkoutSettingsTypes.ts";

// The coupon forms (spec two §3: single or bulk; code type; discount type; amount base; scope),
// checked as the API checks them (docs/api-checkout-settings.md) and turned into its bodies.

export const DEFAULT_CODE_LENGTH = 8;
export const PREFIX_MAX = 20;

export interface TermsForm {
  codeType: CouponCodeType;
  discountType: CouponDiscountType;
  /** The percent (12.5) for percents. */
  percent: number | null;
  /** Minor units for currency. */
  amount: number | null;
  currency: string;
  amountBase: CouponAmountBase;
  scope: CouponScope;
  productIds: number[];
  usageLimit: number | null;
  startsAt: string | null;
  endsAt: string | null;
  appliesToAllRates: boolean;
  active: boolean;
  /** The publisher (an accepted affiliate node) the coupon's sales are attributed to; null: none. */
  affiliateNodeId: number | null;
}

export interface CouponForm extends TermsForm {
  /** Empty on create: a code is generated. */
  code: string;
  length: number | null;
}

export interface BulkForm extends TermsForm {
  count: number | null;
  prefix: string;
  length: number | null;
}

export interface Issue {
  code: string;
  params?: Record<string, number>;
}
export type Issues = Record<string, Issue>;

const TERMS: TermsForm = {
  codeType: "alphanumeric",
  discountType: "percents",
  percent: null,
  amount: null,
  currency: DEFAULT_CURRENCY,
  amountBase: "end_amount",
  scope: "all",
  productIds: [],
  usageLimit: null,
  startsAt: null,
  endsAt: null,
  appliesToAllRates: false,
  active: true,
  affiliateNodeId: null,
};

export const newCouponForm = (): CouponForm => ({ ...TERMS, code: "", length: DEFAULT_CODE_LENGTH });
export const newBulkForm = (): BulkForm => ({
  ...TERMS,
  count: 100,
  prefix: "",
  length: DEFAULT_CODE_LENGTH,
});

export function toCouponForm(c: Coupon): CouponForm {
  return {
    code: c.code,
    length: c.code.length,
    codeType: c.codeType,
    discountType: c.discountType,
    percent: c.discountType === "percents" ? c.value : null,
    amount: c.discountType === "currency" ? c.value : null,
    currency: c.currency ?? DEFAULT_CURRENCY,
    amountBase: c.amountBase,
    scope: c.scope,
    productIds: [...c.productIds],
    usageLimit: c.usageLimit,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    appliesToAllRates: c.appliesToAllRates,
    active: c.active,
    affiliateNodeId: c.affiliateNodeId,
  };
}

function termsIssues(f: TermsForm): Issues {
  const issues: Issues = {};
  if (f.discountType === "percents") {
    if (f.percent === null) issues.value = { code: "required" };
    else if (f.percent <= 0) issues.value = { code: "too_low", params: { min: 0.01 } };
    else if (f.percent > 100) issues.value = { code: "too_high", params: { max: 100 } };
  } else if (f.amount === null) issues.value = { code: "required" };
  else if (f.amount < 1) issues.value = { code: "too_low", params: { min: 0.01 } };
  if (f.scope === "single" && f.productIds.length > 1) issues.productIds = { code: "coupon_single_product" };
  if (f.scope !== "all" && f.productIds.length === 0) issues.productIds = { code: "required" };
  if (f.usageLimit !== null && (f.usageLimit < INPUT_RANGE.min || f.usageLimit > INPUT_RANGE.max))
    issues.usageLimit = { code: "out_of_range", params: INPUT_RANGE };
  if (f.startsAt && f.endsAt && Date.parse(f.endsAt) < Date.parse(f.startsAt))
    issues.endsAt = { code: "ends_before_start" };
  return issues;
}

function lengthIssue(length: number | null, room = COUPON_CODE_MAX): Issue | null {
  if (length === null) return { code: "required" };
  if (length < COUPON_CODE_MIN || length > room)
    return { code: "out_of_range", params: { min: COUPON_CODE_MIN, max: room } };
  return null;
}

export function couponIssues(f: CouponForm, creating: boolean): Issues {
  const issues = termsIssues(f);
  const code = f.code.trim();
  if (code) {
    const problem = checkCouponCode(code);
    if (problem) issues.code = { code: problem };
  } else if (!creating) issues.code = { code: "required" };
  else {
    const length = lengthIssue(f.length);
    if (length) issues.length = length;
  }
  return issues;
}

export function bulkIssues(f: BulkForm): Issues {
  const issues = termsIssues(f);
  if (f.count === null) issues.count = { code: "required" };
  else if (f.count < 1 || f.count > COUPON_BULK_MAX)
    issues.count = { code: "out_of_range", params: { min: 1, max: COUPON_BULK_MAX } };
  const prefix = f.prefix.trim();
  if (prefix && !/^[A-Za-z0-9_-]+$/.test(prefix)) issues.prefix = { code: "invalid_coupon_code" };
  const length = lengthIssue(f.length, COUPON_CODE_MAX - prefix.length);
  if (length) issues.length = length;
  return issues;
}

function termsPayload(f: TermsForm) {
  const percents = f.discountType === "percents";
  return {
    codeType: f.codeType,
    discountType: f.discountType,
    value: percents ? f.percent : f.amount,
    currency: percents ? null : f.currency,
    amountBase: f.amountBase,
    scope: f.scope,
    productIds: f.scope === "all" ? [] : f.productIds,
    usageLimit: f.usageLimit,
    startsAt: f.startsAt,
    endsAt: f.endsAt,
    appliesToAllRates: f.appliesToAllRates,
    active: f.active,
    affiliateNodeId: f.affiliateNodeId,
  };
}

export function couponPayload(f: CouponForm, creating: boolean): Record<string, unknown> {
  return {
    ...termsPayload(f),
    code: f.code.trim(),
    ...(creating ? { length: f.length ?? DEFAULT_CODE_LENGTH } : {}),
  };
}

export function bulkPayload(f: BulkForm): Record<string, unknown> {
  return {
    ...termsPayload(f),
    count: f.count,
    prefix: f.prefix.trim(),
    length: f.length ?? DEFAULT_CODE_LENGTH,
  };
}
