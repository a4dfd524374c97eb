import type { AFFILIATE_PROGRAM_SCOPES } from "../constants/affiliates.ts";
import {
  AFFILIATE_DEFAULT_COOKIE_EXPIRY_DAYS,
  AFFILIATE_MAX_COMMISSION,
  AFFILIATE_MAX_STAGES,
  AFFILIATE_PROGRAM_TYPES,
  type AffiliateCommissionDuration,
} from "../constants/affiliates.ts";
import { checkUrl } from "../validation/web.ts";

// Affiliate program bounds (spec two §3, §5, §9) as one pure check, so the API, the contracts and
// the screens refuse the same settings with the same field-named codes. The domain works in basis
// points (1250 = 12.5 %): integer arithmetic for every commission; the wire carries the percent.

export const MAX_STAGES = AFFILIATE_MAX_STAGES;
/** In percent; in basis points: MAX_COMMISSION_BPS. */
export const MAX_COMMISSION = AFFILIATE_MAX_COMMISSION;
export const MAX_COMMISSION_BPS = AFFILIATE_MAX_COMMISSION * 100;
export const DEFAULT_COOKIES_EXPIRE = AFFILIATE_DEFAULT_COOKIE_EXPIRY_DAYS;
/** Cookie life and fixed commission duration: 1 day to 10 years. */
export const AFFILIATE_DAYS_MIN = 1;
export const AFFILIATE_DAYS_MAX = 3650;
/** The landing page text: far above a real page, stops abuse. */
export const LANDING_BODY_MAX = 20_000;
export const AFFILIATE_PROGRAM_NAME_MAX = 200;
/** Per-product commissions one program may list. */
export const AFFILIATE_PROGRAM_PRODUCTS_MAX = 500;

export const AFFILIATE_PROGRAM_FORMS = AFFILIATE_PROGRAM_TYPES;
export type AffiliateProgramForm = (typeof AFFILIATE_PROGRAM_FORMS)[number];
export type AffiliateProgramScope = (typeof AFFILIATE_PROGRAM_SCOPES)[number];

/** The placeholders a landing page text may use (spec two §3 "default landing page text"). */
export const LANDING_PLACEHOLDERS = ["program", "commission", "cookies", "buttons"] as const;
export type LandingPlaceholder = (typeof LANDING_PLACEHOLDERS)[number];

/** Percent with up to two decimals → basis points. */
export function percentToBps(percent: number): number {
  return Math.round(percent * 100);
}

export function bpsToPercent(bps: number): number {
  return bps / 100;
}

/** True when a percent has at most two decimals (12.5, 33.33), allowing for binary floating point. */
export function hasTwoDecimals(percent: number): boolean {
  return Number.isFinite(percent) && Math.abs(percent * 100 - Math.round(percent * 100)) <= 1e-6;
}

export interface AffiliateProgramInput {
  form: AffiliateProgramForm;
  scope: AffiliateProgramScope;
  /** Basis points per stage. */
  commissions: readonly number[];
  productCommissions: readonly { productId: number; commissions: readonly number[] }[];
  /** Basis points added to stage 1. */
  bonus: number;
  commissionDuration: AffiliateCommissionDuration;
  lifetimeDuration: number | null;
  cookiesExpire: number;
  redirectionUrl: string | null;
  landingBody: string | null;
}

/** One refusal: the wire field path (snake_case, with indexes) and a VALIDATION_CODES code. */
export interface ProgramIssue {
  path: (string | number)[];
  code: string;
  params?: { minimum?: number; maximum?: number };
}

/** Stages allowed by the form: single has one, multiple two to five. */
export function stageBounds(form: AffiliateProgramForm): { min: number; max: number } {
  return form === "single" ? { min: 1, max: 1 } : { min: 2, max: MAX_STAGES };
}

/**
 * One stage list (the program's or a product's) against the bounds: the count the form allows,
 * each stage 0..100 %, the sum above 0 and — with the bonus on stage 1 — at most 100 %.
 */
function checkStages(
  stages: readonly number[],
  form: AffiliateProgramForm,
  bonus: number,
  at: (string | number)[],
): ProgramIssue[] {
  const { min, max } = stageBounds(form);
  if (stages.length < min || stages.length > max)
    return [{ path: at, code: "affiliate_stages_count", params: { minimum: min, maximum: max } }];
  const issues: ProgramIssue[] = [];
  stages.forEach((bps, i) => {
    if (!Number.isInteger(bps) || bps < 0 || bps > MAX_COMMISSION_BPS)
      issues.push({
        path: [...at, i],
        code: "out_of_range",
        params: { minimum: 0, maximum: MAX_COMMISSION },
      });
  });
  if (issues.length > 0) return issues;
  const sum = stages.reduce((s, bps) => s + bps, 0);
  if (sum <= 0) return [{ path: at, code: "affiliate_commission_sum_zero" }];
  if (sum > MAX_COMMISSION_BPS)
    return [{ path: at, code: "affiliate_commission_sum_high", params: { maximum: MAX_COMMISSION } }];
  // The bonus raises stage 1; a sale still cannot pay out more than its price.
  if (sum + bonus > MAX_COMMISSION_BPS)
    return [{ path: ["bonus"], code: "affiliate_bonus_too_high", params: { maximum: MAX_COMMISSION } }];
  return [];
}

function inDays(value: number): boolean {
  return Number.isInteger(value) && value >= AFFILIATE_DAYS_MIN && value <= AFFILIATE_DAYS_MAX;
}

const DAYS = { minimum: AFFILIATE_DAYS_MIN, maximum: AFFILIATE_DAYS_MAX };

/** Every refusal of a program's settings; empty when the program may be saved. */
export function validateProgram(input: AffiliateProgramInput): ProgramIssue[] {
  const issues: ProgramIssue[] = [];
  const bonusOk = Number.isInteger(input.bonus) && input.bonus >= 0 && input.bonus <= MAX_COMMISSION_BPS;
  if (!bonusOk)
    issues.push({ path: ["bonus"], code: "out_of_range", params: { minimum: 0, maximum: MAX_COMMISSION } });
  const bonus = bonusOk ? input.bonus : 0;
  issues.push(...checkStages(input.commissions, input.form, bonus, ["commissions"]));

  if (input.scope === "with_products" && input.productCommissions.length === 0)
    issues.push({ path: ["product_commissions"], code: "required" });
  const seen = new Set<number>();
  input.productCommissions.forEach((p, i) => {
    if (seen.has(p.productId))
      issues.push({ path: ["product_commissions", i, "product_id"], code: "product_item_duplicate" });
    seen.add(p.productId);
    issues.push(...checkStages(p.commissions, input.form, bonus, ["product_commissions", i, "commissions"]));
  });

  if (!inDays(input.cookiesExpire))
    issues.push({ path: ["cookies_expire"], code: "out_of_range", params: DAYS });
  if (input.commissionDuration === "fixed") {
    if (input.lifetimeDuration === null) issues.push({ path: ["lifetime_duration"], code: "required" });
    else if (!inDays(input.lifetimeDuration))
      issues.push({ path: ["lifetime_duration"], code: "out_of_range", params: DAYS });
  }
  if (input.redirectionUrl !== null && checkUrl(input.redirectionUrl))
    issues.push({ path: ["redirection_url"], code: "invalid_url" });
  if (input.landingBody !== null) {
    if (input.landingBody.length > LANDING_BODY_MAX)
      issues.push({ path: ["landing_body"], code: "too_long", params: { maximum: LANDING_BODY_MAX } });
    else if (unknownPlaceholders(input.landingBody).length > 0)
      issues.push({ path: ["landing_body"], code: "unknown_placeholder" });
  }
  // Two errors for one field would only repeat themselves on the form.
  const fields = new Set<string>();
  return issues.filter((issue) => {
    const key = issue.path.join(".");
    if (fields.has(key)) return false;
    fields.add(key);
    return true;
  });
}

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** Placeholders of a landing text that are not one of LANDING_PLACEHOLDERS. */
export function unknownPlaceholders(template: string): string[] {
  const known: readonly string[] = LANDING_PLACEHOLDERS;
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !known.includes(name));
}

/**
 * The landing page text with its placeholders filled. Pure text in, text out: the web escapes the
 * values when it renders (and places the buttons where {buttons} stood).
 */
export function renderLandingBody(template: string, values: Record<LandingPlaceholder, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    (LANDING_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as LandingPlaceholder] : whole,
  );
}

/** The default landing text of a new program (spec two §3: it uses all four placeholders). */
export const DEFAULT_LANDING_BODY =
  "Join {program} and earn {commission} on every sale you bring. Your link is remembered for {cookies} days.\n\n{buttons}";

/**
 * "12.5 %" for one stage, "10 % / 5 % / 2 %" up the chain, the bonus added to stage 1; German
 * writes the decimal comma ("12,5 %").
 */
export function commissionText(
  commissions: readonly number[],
  bonus = 0,
  locale: "en" | "de" = "en",
): string {
  const format = new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-US", { maximumFractionDigits: 2 });
  return commissions
    .map((bps, i) => `${format.format(bpsToPercent(i === 0 ? bps + bonus : bps))} %`)
    .join(" / ");
}
