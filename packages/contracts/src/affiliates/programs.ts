import {
  AFFILIATE_COMMISSION_DURATIONS,
  AFFILIATE_PAGE_SIZE,
  AFFILIATE_PROGRAM_FORMS,
  AFFILIATE_PROGRAM_NAME_MAX,
  AFFILIATE_PROGRAM_PRODUCTS_MAX,
  AFFILIATE_PROGRAM_SCOPES,
  DEFAULT_COOKIES_EXPIRE,
  hasTwoDecimals,
  percentToBps,
  validateProgram,
} from "@sellwerk/domain";
import { text, z } from "../zod.ts";
import { listQuery, listResponse, queryBoolean } from "../list.ts";
import { dateTime, recordId } from "../product-parts.ts";

// A seller's affiliate programs (spec two §3 "Affiliate program", §5, §9; docs/affiliates.md).
// Commissions travel as the percent with up to two decimals (12.5); the tables keep basis points.
// Every bound is the domain's validateProgram, so a refused setting names its field.

/** A percent with at most two decimals; its range is the domain's (it names the field). */
const percent = z.number().refine(hasTwoDecimals, { message: "invalid" });
/** Stage lists longer than this are refused as such before the domain counts them by the form. */
const STAGES_HARD_MAX = 20;
const stages = z.array(percent).max(STAGES_HARD_MAX);

export const productCommission = z.object({ product_id: recordId, commissions: stages });

export const affiliateProgramBody = z
  .object({
    name: text(AFFILIATE_PROGRAM_NAME_MAX),
    /** single: one stage; multiple: two to five, stage 1 = who brought the sale, 2 = who recruited them … */
    form: z.enum(AFFILIATE_PROGRAM_FORMS).default("single"),
    scope: z.enum(AFFILIATE_PROGRAM_SCOPES).default("all_products"),
    commissions: stages,
    /** with_products: the seller's own products with their stage commissions. */
    product_commissions: z.array(productCommission).max(AFFILIATE_PROGRAM_PRODUCTS_MAX).default([]),
    /** Percent added to stage 1. */
    bonus: percent.default(0),
    commission_duration: z.enum(AFFILIATE_COMMISSION_DURATIONS).default("none"),
    /** Days of a fixed duration (required then); ignored otherwise. */
    lifetime_duration: z.number().int().nullable().default(null),
    cookies_expire: z.number().int().default(DEFAULT_COOKIES_EXPIRE),
    provision_from_brutto: z.boolean().default(true),
    disable_landing_page: z.boolean().default(false),
    /** Placeholders {program} {commission} {cookies} {buttons}; null: the default text. */
    landing_body: z.string().nullable().default(null),
    /** Where the link sends buyers when the landing page is off; null: the product's checkout. */
    redirection_url: z
      .string()
      .trim()
      .nullable()
      .default(null)
      .transform((v) => (v === "" ? null : v)),
    forward_url_params: z.boolean().default(false),
    embed_forms_allowed: z.boolean().default(false),
    affiliate_redirections_allowed: z.boolean().default(false),
    affiliate_marketplace_product: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    // Percent values of the wrong precision were refused above; their stage lists are not checked twice.
    const precise = (list: number[]) => list.every(hasTwoDecimals);
    if (!precise(body.commissions) || !hasTwoDecimals(body.bonus)) return;
    if (!body.product_commissions.every((p) => precise(p.commissions))) return;
    for (const issue of validateProgram({
      form: body.form,
      scope: body.scope,
      commissions: body.commissions.map(percentToBps),
      productCommissions: body.product_commissions.map((p) => ({
        productId: p.product_id,
        commissions: p.commissions.map(percentToBps),
      })),
      bonus: percentToBps(body.bonus),
      commissionDuration: body.commission_duration,
      lifetimeDuration: body.lifetime_duration,
      cookiesExpire: body.cookies_expire,
      redirectionUrl: body.redirection_url,
      landingBody: body.landing_body,
    }))
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.code, params: issue.params ?? {} });
  });
export type AffiliateProgramBody = z.infer<typeof affiliateProgramBody>;

export const affiliateProgram = z.object({
  id: z.number().int(),
  name: z.string(),
  form: z.enum(AFFILIATE_PROGRAM_FORMS),
  scope: z.enum(AFFILIATE_PROGRAM_SCOPES),
  commissions: z.array(z.number()),
  product_commissions: z.array(
    z.object({ product_id: z.number().int(), product_name: z.string(), commissions: z.array(z.number()) }),
  ),
  bonus: z.number(),
  commission_duration: z.enum(AFFILIATE_COMMISSION_DURATIONS),
  lifetime_duration: z.number().int().nullable(),
  cookies_expire: z.number().int(),
  provision_from_brutto: z.boolean(),
  disable_landing_page: z.boolean(),
  landing_body: z.string().nullable(),
  redirection_url: z.string().nullable(),
  forward_url_params: z.boolean(),
  embed_forms_allowed: z.boolean(),
  affiliate_redirections_allowed: z.boolean(),
  affiliate_marketplace_product: z.boolean(),
  archived: z.boolean(),
  archived_at: dateTime.nullable(),
  /** Accepted (active) publishers. */
  publishers_count: z.number().int(),
  /** Requests and invitations waiting for an answer. */
  requests_count: z.number().int(),
  /** The public landing page (/affiliate_programs/{id}). */
  landing_url: z.string(),
  created_at: dateTime,
  updated_at: dateTime,
});
export type AffiliateProgram = z.infer<typeof affiliateProgram>;
export const affiliateProgramEnvelope = z.object({ affiliate_program: affiliateProgram });
export const affiliateProgramParams = z.object({ id: recordId });

export const AFFILIATE_PROGRAM_SORT_KEYS = ["created_at", "name", "id"] as const;
export const affiliateProgramsQuery = listQuery(
  { sortKeys: AFFILIATE_PROGRAM_SORT_KEYS, defaultSortKey: "created_at", defaultPer: AFFILIATE_PAGE_SIZE },
  {
    /** Absent: the active programs; true: the archived ones. */
    archived: queryBoolean,
    form: z.enum(AFFILIATE_PROGRAM_FORMS).optional(),
    affiliate_marketplace_product: queryBoolean,
  },
);
export type AffiliateProgramsQuery = z.infer<typeof affiliateProgramsQuery>;
export const affiliateProgramsAnswer = listResponse(affiliateProgram);

// --- public (spec call GET /common/affiliate_programs/{id}, the landing page) ---

export const publicAffiliateProgram = z.object({
  id: z.number().int(),
  name: z.string(),
  seller_name: z.string(),
  seller_username: z.string(),
  form: z.enum(AFFILIATE_PROGRAM_FORMS),
  /** Percent per stage, the bonus added to stage 1. */
  commissions: z.array(z.number()),
  /** "12.5 %" or "10 % / 5 %" up the chain. */
  commission_text: z.string(),
  cookies_expire: z.number().int(),
  commission_duration: z.enum(AFFILIATE_COMMISSION_DURATIONS),
  lifetime_duration: z.number().int().nullable(),
  disable_landing_page: z.boolean(),
  /**
   * The landing text with {program} {commission} {cookies} filled; {buttons} stays for the page
   * to place its join buttons. Null when the landing page is off.
   */
  landing_body: z.string().nullable(),
  /** Where to go instead when the landing page is off (null: the seller's shop). */
  redirection_url: z.string().nullable(),
});
export type PublicAffiliateProgram = z.infer<typeof publicAffiliateProgram>;
export const publicAffiliateProgramEnvelope = z.object({ affiliate_program: publicAffiliateProgram });

/** Joining from the landing page: optionally named by the recruiting publisher's link. */
export const acceptAffiliateProgramBody = z
  .object({ recruiter_id: recordId.nullable().default(null) })
  .nullish();
