import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../identity/tables.ts";
import { products } from "../catalog/tables.ts";
import { orderRates, orders } from "../orders/tables.ts";
import { at, createdAt, id, money, ref, sellerRef, updatedAt } from "../platform/db/columns.ts";

// Affiliates (issue 14, spec two §3 "Affiliate program", "Affiliate node", §4, §5, §9). Percentages
// are stored in basis points (hundredths of a percent, 1250 = 12.5 %) so every commission is integer
// arithmetic; the wire and the screens show percent with up to two decimals.

/**
 * A seller's affiliate program. `commissions` holds one entry per stage in basis points: one for
 * `form` single, up to five for multiple (stage 1 = the publisher who brought the sale, stage 2 =
 * who recruited them, …). `scope` with_products limits the program to the products listed in
 * affiliate_program_products, each with its own stage commissions.
 */
export const affiliatePrograms = pgTable(
  "affiliate_programs",
  {
    id: id(),
    sellerId: sellerRef(),
    name: text("name").notNull(),
    /** single or multiple */
    form: text("form").notNull().default("single"),
    /** all_products or with_products */
    scope: text("scope").notNull().default("all_products"),
    commissions: jsonb("commissions").$type<number[]>().notNull(),
    /** Extra basis points for the stage-1 publisher (a node may name its own). */
    bonus: integer("bonus").notNull().default(0),
    /** none (first rate only), lifetime (every rate, buyer bound by email), fixed (rates within days) */
    commissionDuration: text("commission_duration").notNull().default("none"),
    /** Days of the fixed duration; null otherwise. */
    lifetimeDuration: integer("lifetime_duration"),
    /** Days the attribution cookie lives (spec default 180). */
    cookiesExpire: integer("cookies_expire").notNull().default(180),
    /** Commission from the gross amount (true) or the net amount without VAT (false). */
    provisionFromBrutto: boolean("provision_from_brutto").notNull().default(true),
    disableLandingPage: boolean("disable_landing_page").notNull().default(false),
    /** Landing page text with the placeholders {program}, {commission}, {cookies}, {buttons}. */
    landingBody: text("landing_body"),
    /** Where an affiliate link sends the buyer when the landing page is off; null: the product's checkout. */
    redirectionUrl: text("redirection_url"),
    forwardUrlParams: boolean("forward_url_params").notNull().default(false),
    embedFormsAllowed: boolean("embed_forms_allowed").notNull().default(false),
    affiliateRedirectionsAllowed: boolean("affiliate_redirections_allowed").notNull().default(false),
    /** Listed in the publishers' marketplace. */
    affiliateMarketplaceProduct: boolean("affiliate_marketplace_product").notNull().default(false),
    archivedAt: at("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("affiliate_programs_seller_idx").on(t.sellerId, t.id),
    index("affiliate_programs_marketplace_idx")
      .on(t.id)
      .where(sql`affiliate_marketplace_product AND archived_at IS NULL`),
    check("affiliate_programs_cookies_check", sql`cookies_expire BETWEEN 1 AND 3650`),
    check("affiliate_programs_bonus_check", sql`bonus BETWEEN 0 AND 10000`),
  ],
);

/** Per-product stage commissions of a with_products program (affiliateProgramCommissions). */
export const affiliateProgramProducts = pgTable(
  "affiliate_program_products",
  {
    programId: ref("program_id")
      .notNull()
      .references(() => affiliatePrograms.id, { onDelete: "cascade" }),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    commissions: jsonb("commissions").$type<number[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.productId] }),
    index("affiliate_program_products_product_idx").on(t.productId),
  ],
);

/**
 * A publisher in a program (spec two §3 "Affiliate node"): invited by the seller by email
 * (`initiator` seller, publisher_id filled when the invitee accepts) or requested by the publisher
 * from the marketplace or the landing page (`initiator` publisher). States requested, accepted
 * (shown as active), rejected, canceled. `parent_node_id` is the node of the publisher who
 * recruited this one: the chain a multiple-stage commission climbs.
 */
export const affiliateNodes = pgTable(
  "affiliate_nodes",
  {
    id: id(),
    sellerId: sellerRef(),
    programId: ref("program_id")
      .notNull()
      .references(() => affiliatePrograms.id, { onDelete: "cascade" }),
    publisherId: ref("publisher_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name"),
    state: text("state").notNull().default("requested"),
    /** seller (an invitation) or publisher (a request to join) */
    initiator: text("initiator").notNull(),
    fromLandingPage: boolean("from_landing_page").notNull().default(false),
    /** This publisher's own bonus in basis points; null: the program's. */
    bonus: integer("bonus"),
    parentNodeId: ref("parent_node_id"),
    /** Hash of the invitation's token, mailed to the invitee. */
    inviteTokenHash: text("invite_token_hash"),
    answeredAt: at("answered_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("affiliate_nodes_program_publisher_key").on(t.programId, t.publisherId),
    uniqueIndex("affiliate_nodes_invite_key")
      .on(t.programId, sql`lower(${t.email})`)
      .where(sql`publisher_id IS NULL`),
    index("affiliate_nodes_seller_idx").on(t.sellerId, t.createdAt, t.id),
    index("affiliate_nodes_publisher_idx").on(t.publisherId, t.createdAt, t.id),
    index("affiliate_nodes_parent_idx").on(t.parentNodeId),
  ],
);

/**
 * A recorded click on an affiliate link (spec core §7 / two §6 affiliate click tracking). Only
 * clicks of an accepted node are stored; anything else is recorded as nothing.
 */
export const affiliateClicks = pgTable(
  "affiliate_clicks",
  {
    id: id(),
    sellerId: sellerRef(),
    programId: ref("program_id")
      .notNull()
      .references(() => affiliatePrograms.id, { onDelete: "cascade" }),
    publisherId: ref("publisher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nodeId: ref("node_id")
      .notNull()
      .references(() => affiliateNodes.id, { onDelete: "cascade" }),
    productId: ref("product_id").references(() => products.id, { onDelete: "set null" }),
    /** The embeddable item the click came through, if any. */
    embeddableItemId: ref("embeddable_item_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("affiliate_clicks_publisher_idx").on(t.publisherId, t.createdAt),
    index("affiliate_clicks_seller_idx").on(t.sellerId, t.createdAt),
    index("affiliate_clicks_program_idx").on(t.programId, t.createdAt),
  ],
);

/**
 * Email-bound attribution of lifetime programs: the buyer stays the publisher's for the seller's
 * later sales. One per seller and buyer email, the first wins, so two publishers never share a buyer.
 */
export const affiliateBindings = pgTable(
  "affiliate_bindings",
  {
    sellerId: sellerRef(),
    /** Lowercased. */
    email: text("email").notNull(),
    programId: ref("program_id")
      .notNull()
      .references(() => affiliatePrograms.id, { onDelete: "cascade" }),
    nodeId: ref("node_id")
      .notNull()
      .references(() => affiliateNodes.id, { onDelete: "cascade" }),
    publisherId: ref("publisher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: ref("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.email] })],
);

/**
 * One stage's commission on one paid rate: written in the transaction that books the rate's money
 * (and its ledger lines), so lists and statistics read the same facts as the balances.
 * `clawed_back_amount` grows with refunds and chargebacks of that rate, never past `amount`.
 * `kind` seller_program for a seller's program, platform_affiliate for the platform's own program
 * (a share of the platform fee of a seller the publisher recruited).
 */
export const affiliateCommissions = pgTable(
  "affiliate_commissions",
  {
    id: id(),
    kind: text("kind").notNull().default("seller_program"),
    sellerId: sellerRef(),
    publisherId: ref("publisher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: ref("program_id").references(() => affiliatePrograms.id, { onDelete: "set null" }),
    nodeId: ref("node_id").references(() => affiliateNodes.id, { onDelete: "set null" }),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderRateId: ref("order_rate_id").references(() => orderRates.id, { onDelete: "cascade" }),
    paymentId: ref("payment_id"),
    productId: ref("product_id"),
    /** 1 = the publisher who brought the sale. */
    stage: integer("stage").notNull().default(1),
    currency: text("currency").notNull(),
    baseAmount: money("base_amount").notNull(),
    amount: money("amount").notNull(),
    clawedBackAmount: money("clawed_back_amount").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("affiliate_commissions_payment_key").on(t.kind, t.paymentId, t.stage),
    index("affiliate_commissions_publisher_idx").on(t.publisherId, t.createdAt, t.id),
    index("affiliate_commissions_seller_idx").on(t.sellerId, t.createdAt, t.id),
    index("affiliate_commissions_order_idx").on(t.orderId),
    check(
      "affiliate_commissions_amounts_check",
      sql`amount >= 0 AND clawed_back_amount BETWEEN 0 AND amount`,
    ),
  ],
);

/**
 * The platform's own affiliate program (platform_affiliate): a seller who signed up through a
 * publisher's link, and that publisher, who earns a share of the seller's platform fees.
 */
export const platformAffiliateReferrals = pgTable(
  "platform_affiliate_referrals",
  {
    sellerId: ref("seller_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    publisherId: ref("publisher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("platform_affiliate_referrals_publisher_idx").on(t.publisherId, t.createdAt)],
);

/**
 * A publisher's embeddable item (spec two §3): one of eight forms for one purpose, shown as a modal
 * or on the page; `settings` holds the form's texts, colours, sizes and image.
 */
export const embeddableItems = pgTable(
  "embeddable_items",
  {
    id: id(),
    publisherId: ref("publisher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** plain_link, text_link, button, banner, badge, slider, embed_form, embed_payment_page */
    form: text("form").notNull(),
    /** shop, product, course_lesson, login_page, custom_link */
    purpose: text("purpose").notNull(),
    /** modal or on_page */
    display: text("display").notNull().default("modal"),
    programId: ref("program_id").references(() => affiliatePrograms.id, { onDelete: "set null" }),
    productId: ref("product_id").references(() => products.id, { onDelete: "set null" }),
    customUrl: text("custom_url"),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("embeddable_items_publisher_idx").on(t.publisherId, t.createdAt, t.id)],
);

/**
 * The publisher's details for self-billing credit memos (Gutschriften) and their mail choices
 * (/publish/profile/edit, /publish/details, /publish/email_notification).
 */
export const publisherProfiles = pgTable("publisher_profiles", {
  userId: ref("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name"),
  website: text("website"),
  company: text("company"),
  street: text("street"),
  zip: text("zip"),
  city: text("city"),
  country: text("country"),
  vatId: text("vat_id"),
  taxNumber: text("tax_number"),
  /** Kleinunternehmer (§ 19 UStG) or otherwise not charging VAT: the memo shows no VAT. */
  vatPayer: boolean("vat_payer").notNull().default(false),
  notifications: jsonb("notifications").$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/** The self-billing credit memo (Gutschrift) of one publisher payout: number, PDF, amounts. */
export const publisherCreditMemos = pgTable(
  "publisher_credit_memos",
  {
    id: id(),
    publisherId: ref("publisher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    payoutId: ref("payout_id").notNull(),
    number: text("number").notNull(),
    currency: text("currency").notNull(),
    netAmount: money("net_amount").notNull(),
    vatAmount: money("vat_amount").notNull().default(0),
    grossAmount: money("gross_amount").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    pdfKey: text("pdf_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("publisher_credit_memos_payout_key").on(t.payoutId),
    uniqueIndex("publisher_credit_memos_number_key").on(t.publisherId, t.number),
  ],
);
