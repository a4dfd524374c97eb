import {
  checkPublisherVatStatus,
  AFFILIATE_COMMISSION_DURATIONS,
  AFFILIATE_NODE_STATES,
  AFFILIATE_PAGE_SIZE,
  AFFILIATE_PROGRAM_SCOPES,
  AFFILIATE_PROGRAM_TYPES,
  isCountryCode,
  isValidVatNumber,
  checkUrl,
} from "@sellwerk/domain";
import { z } from "../zod.ts";
import { listQuery, listResponse, queryDate } from "../list.ts";
import { dateTime, recordId } from "../product-parts.ts";
import { checkPeriod, currencyCommission, periodShape } from "./statistics.ts";

// The publisher area's read side (issue 14, spec core §2 "Publisher area"): home, profile,
// details, email notifications, the sales they brought, their programs, the marketplace. Every
// answer holds only the signed-in publisher's own facts. Percent on the wire (12.5), basis
// points in the tables; money in integer minor units per currency.

const count = z.number().int();
const percent = z.number();
const optionalId = recordId.optional();

// --- home (GET /publish/home) ---

/** Calendar days in time_zone, both included; default the last 30 days. */
export const publishHomeQuery = z
  .object({ from: periodShape.from, to: periodShape.to, time_zone: periodShape.time_zone })
  .superRefine(checkPeriod);
export type PublishHomeQuery = z.infer<typeof publishHomeQuery>;

/** One commission the publisher earned on one paid rate at one stage. */
export const publishCommission = z.object({
  id: count,
  /** seller_program, or platform_affiliate (a share of a recruited seller's platform fee). */
  kind: z.enum(["seller_program", "platform_affiliate"]),
  order_id: count,
  program_id: count.nullable(),
  program_name: z.string().nullable(),
  product_name: z.string().nullable(),
  seller_id: count,
  seller_name: z.string(),
  /** The buyer's address masked (j***@example.com): a publisher never gets the buyer's contact. */
  buyer_email: z.string(),
  /** 1 = they brought the sale, 2… = they recruited the publisher below them. */
  stage: count,
  /** Which rate of the order paid it (1 for a one-off payment); null if not known. */
  rate_number: count.nullable(),
  currency: z.string(),
  /** What the order's rate paid (the commission's base before the gross/net choice). */
  order_amount: count,
  base_amount: count,
  amount: count,
  clawed_back_amount: count,
  /** The order's payment state (payment_paid, payment_refunded, …). */
  payment_state: z.string(),
  created_at: dateTime,
});
export type PublishCommission = z.infer<typeof publishCommission>;

/** Earned in the period (net of claw-backs) and, from the balances, what is pending and available now. */
export const publishHomeCurrency = z.object({
  currency: z.string(),
  earned: count,
  clawed_back: count,
  pending: count,
  available: count,
});

export const publishHome = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  time_zone: z.string(),
  clicks: count,
  sales: count,
  /** sales / clicks in percent, null without clicks. */
  conversion: z.number().nullable(),
  currencies: z.array(publishHomeCurrency),
  /** The five newest commissions (any period). */
  latest_commissions: z.array(publishCommission),
  /** Programs the publisher is an accepted member of. */
  programs_count: count,
  /** Invitations from sellers the publisher has not answered yet. */
  new_invitations_count: count,
});
export type PublishHome = z.infer<typeof publishHome>;

// --- profile (GET/PUT /publish/profile) ---

const optionalText = (max: number) => z.string().trim().max(max).default("");

export const publisherProfileInput = z
  .object({
    display_name: optionalText(120),
    website: optionalText(2000),
    company: optionalText(120),
    street: optionalText(140),
    zip: optionalText(20),
    city: optionalText(80),
    /** ISO 3166-1 alpha-2; empty while unknown. */
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((c) => c === "" || isCountryCode(c), { message: "invalid_value" })
      .default(""),
    vat_id: optionalText(20),
    tax_number: optionalText(40),
    /** Charges VAT on commissions: the self-billing credit memo adds VAT. */
    vat_payer: z.boolean().default(false),
  })
  .strict()
  .superRefine((p, ctx) => {
    const url = p.website ? checkUrl(p.website) : null;
    if (url) ctx.addIssue({ code: "custom", path: ["website"], message: url });
    if (p.vat_id && !isValidVatNumber(p.vat_id))
      ctx.addIssue({ code: "custom", path: ["vat_id"], message: "wrong_vat" });
    // Reverse charge prints the publisher's VAT id: a VAT payer in another EU country must give it.
    const vatStatus = checkPublisherVatStatus({
      country: p.country,
      vatPayer: p.vat_payer,
      vatId: p.vat_id || null,
    });
    if (vatStatus) ctx.addIssue({ code: "custom", path: ["vat_id"], message: vatStatus });
  });
export type PublisherProfileInput = z.infer<typeof publisherProfileInput>;

export const publisherProfile = z.object({
  display_name: z.string(),
  website: z.string(),
  company: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  vat_id: z.string(),
  tax_number: z.string(),
  vat_payer: z.boolean(),
});
export type PublisherProfile = z.infer<typeof publisherProfile>;
export const publisherProfileEnvelope = z.object({ publisher_profile: publisherProfile });
export const publisherProfileBody = z.object({ publisher_profile: publisherProfileInput });

// --- details (GET /publish/details) ---

export const publisherLink = z.object({
  program_id: count,
  program_name: z.string(),
  seller_name: z.string(),
  /** GET /aff/{programId}/{publisherId}: the buyer's link. */
  affiliate_link: z.string(),
  /** Multiple-stage programs: where publishers join under this one; null for single-stage. */
  recruit_link: z.string().nullable(),
});
export type PublisherLink = z.infer<typeof publisherLink>;

export const publisherDetails = z.object({
  publisher_id: count,
  email: z.string(),
  name: z.string(),
  /** /users/sign_up?platform_affiliate={id}: sellers signing up here are recruited by this publisher. */
  platform_affiliate_link: z.string(),
  links: z.array(publisherLink),
});
export type PublisherDetails = z.infer<typeof publisherDetails>;

// --- email notifications (GET/PUT /publish/email_notification) ---

/**
 * The mails a publisher may turn off (all on by default): a sale brought a commission, a seller
 * answered a request or invitation, a payout was sent. There is no newsletter (and no mail yet
 * when a commission leaves the refund window, so no switch for one).
 */
export const PUBLISHER_NOTIFICATION_KEYS = [
  "new_sale",
  "commission_clawed_back",
  "platform_commission",
  "node_answered",
  "node_canceled",
  "payout_sent",
] as const;
export type PublisherNotificationKey = (typeof PUBLISHER_NOTIFICATION_KEYS)[number];

export const publisherNotifications = z
  .object({
    new_sale: z.boolean(),
    commission_clawed_back: z.boolean(),
    platform_commission: z.boolean(),
    node_answered: z.boolean(),
    node_canceled: z.boolean(),
    payout_sent: z.boolean(),
  })
  .strict();
export type PublisherNotifications = z.infer<typeof publisherNotifications>;
export const publisherNotificationsEnvelope = z.object({ email_notification: publisherNotifications });
export const publisherNotificationsBody = z.object({ email_notification: publisherNotifications });

// --- orders (GET /publish/orders) ---

export const PUBLISH_ORDER_SORT_KEYS = ["created_at", "amount", "base_amount", "id"] as const;

export const publishOrdersQuery = listQuery(
  { sortKeys: PUBLISH_ORDER_SORT_KEYS, defaultSortKey: "created_at", defaultPer: AFFILIATE_PAGE_SIZE },
  {
    program_id: optionalId,
    seller_id: optionalId,
    /** Commissions booked on or after this day / up to and including this day. */
    date_from: queryDate,
    date_till: queryDate,
    stage: z.coerce.number().int().min(1).max(5).optional(),
  },
);
export type PublishOrdersQuery = z.infer<typeof publishOrdersQuery>;
export const publishOrdersAnswer = listResponse(publishCommission);

// --- joined programs (GET /publish/affiliate_programs) ---

export const PUBLISH_PROGRAM_SORT_KEYS = ["joined_at", "name", "id"] as const;

export const publishProgramsQuery = listQuery(
  { sortKeys: PUBLISH_PROGRAM_SORT_KEYS, defaultSortKey: "joined_at", defaultPer: AFFILIATE_PAGE_SIZE },
  { seller_id: optionalId },
);
export type PublishProgramsQuery = z.infer<typeof publishProgramsQuery>;

const programTerms = {
  form: z.enum(AFFILIATE_PROGRAM_TYPES),
  scope: z.enum(AFFILIATE_PROGRAM_SCOPES),
  /** Percent per stage (stage 1 first). */
  commissions: z.array(percent),
  /** Percent added to stage 1. */
  bonus: percent,
  cookies_expire: count,
  commission_duration: z.enum(AFFILIATE_COMMISSION_DURATIONS),
  /** Days of a fixed duration; null otherwise. */
  lifetime_duration: count.nullable(),
  provision_from_brutto: z.boolean(),
};

export const publishProgram = z.object({
  program_id: count,
  node_id: count,
  name: z.string(),
  seller_id: count,
  seller_name: z.string(),
  ...programTerms,
  affiliate_link: z.string(),
  recruit_link: z.string().nullable(),
  /** Orders this publisher brought (stage-1 commissions), all time. */
  sales: count,
  /** Everything they earned in this program (every stage), net of claw-backs, per currency. */
  earned: z.array(currencyCommission),
  joined_at: dateTime,
});
export type PublishProgram = z.infer<typeof publishProgram>;
export const publishProgramsAnswer = listResponse(publishProgram);

// --- marketplace (GET /publish/affiliate_marketplace, /{id}) ---

export const MARKETPLACE_SORT_KEYS = ["newest", "commission"] as const;

export const marketplaceQuery = listQuery(
  { sortKeys: MARKETPLACE_SORT_KEYS, defaultSortKey: "newest", defaultPer: AFFILIATE_PAGE_SIZE },
  {
    /** Program, seller or product name contains (case-insensitive). */
    q: z.string().trim().max(200).optional(),
    /** Percent: the program's best stage-1 commission (with bonus) is at least this. */
    min_commission: z.coerce.number().min(0).max(100).optional(),
    seller_id: optionalId,
  },
);
export type MarketplaceQuery = z.infer<typeof marketplaceQuery>;

export const marketplaceProduct = z.object({
  id: count,
  name: z.string(),
  /** Percent per stage for this product (its own in a with_products program, else the program's). */
  commissions: z.array(percent),
});

export const marketplaceProgram = z.object({
  id: count,
  name: z.string(),
  seller_id: count,
  seller_name: z.string(),
  ...programTerms,
  /** Stage-1 commission range in percent (bonus included) over the program and its products. */
  commission_min: percent,
  commission_max: percent,
  /** Products covered: with_products lists them; all_products counts the seller's published products. */
  products_count: count,
  /** This publisher's node in the program, if any. */
  node_state: z.enum(AFFILIATE_NODE_STATES).nullable(),
  created_at: dateTime,
});
export type MarketplaceProgram = z.infer<typeof marketplaceProgram>;
export const marketplaceAnswer = listResponse(marketplaceProgram);

export const marketplaceProgramDetail = marketplaceProgram.extend({
  /** The landing page text with {program} {commission} {cookies} filled; {buttons} stays for the screen's join button. */
  landing_body: z.string().nullable(),
  products: z.array(marketplaceProduct),
  /** Set when the node is accepted. */
  affiliate_link: z.string().nullable(),
});
export type MarketplaceProgramDetail = z.infer<typeof marketplaceProgramDetail>;
export const marketplaceProgramEnvelope = z.object({ affiliate_program: marketplaceProgramDetail });
export const marketplaceParams = z.object({ id: recordId });
