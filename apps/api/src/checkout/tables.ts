import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, money, ref, sellerRef, updatedAt } from "../platform/db/columns.ts";

/**
 * A seller's checkout theme (spec core §3): the look of the checkout page. `theme` holds the
 * colours, radii, button texts, countdown and mobile description settings; products pick one in
 * their checkout step (products.checkout.theme_id), else the seller's default applies.
 */
export const checkoutThemes = pgTable(
  "checkout_themes",
  {
    id: id(),
    sellerId: sellerRef(),
    name: text("name").notNull(),
    /** default, simplified, two_steps, two_steps_advanced */
    layout: text("layout").notNull().default("default"),
    theme: jsonb("theme").$type<Record<string, unknown>>().notNull().default({}),
    trustSealsSettings: jsonb("trust_seals_settings").$type<Record<string, unknown>>().notNull().default({}),
    /** buyerInformation.includeType: private, business, or private_and_business. */
    buyerInformation: jsonb("buyer_information").$type<Record<string, unknown>>().notNull().default({}),
    isDefault: boolean("is_default").notNull().default(false),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("checkout_themes_seller_idx").on(t.sellerId, t.id),
    uniqueIndex("checkout_themes_one_default")
      .on(t.sellerId)
      .where(sql`is_default`),
  ],
);

/**
 * Coupons (spec two §3): single codes, or bulk batches sharing one `batch` id whose every code
 * is its own row (each can be used up on its own). Codes are unique per seller, compared upper-case.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    sellerId: sellerRef(),
    code: text("code").notNull(),
    /** single or bulk */
    form: text("form").notNull().default("single"),
    /** Bulk batch this code was generated in (the first code's id), null for single coupons. */
    batch: ref("batch"),
    /** alphabetic, numeric, alphanumeric (how generated codes look) */
    codeType: text("code_type").notNull().default("alphanumeric"),
    /** currency or percents */
    discountType: text("discount_type").notNull(),
    /** Minor units for currency, hundredths of a percent for percents (1050 = 10.5 %). */
    value: money("value").notNull(),
    currency: text("currency"),
    /** end_amount (off the gross price) or net_amount (off the net price). */
    amountBase: text("amount_base").notNull().default("end_amount"),
    /** all, single, multiple */
    scope: text("scope").notNull().default("all"),
    productIds: jsonb("product_ids").$type<number[]>().notNull().default([]),
    /**
     * Redemptions allowed (null = unlimited). A use counts from the checkout on (under this
     * limit, checkout/reserve-stock.ts) and comes back if that checkout expires or fails.
     */
    usageLimit: integer("usage_limit"),
    usedCount: integer("used_count").notNull().default(0),
    /** Applies to the first payment only, or to every rate of a plan. */
    appliesToAllRates: boolean("applies_to_all_rates").notNull().default(false),
    startsAt: at("starts_at"),
    endsAt: at("ends_at"),
    active: boolean("active").notNull().default(true),
    /**
     * Coupon-bound attribution (issue 14): a sale with this coupon is the node's publisher's in the
     * program, whatever link the buyer came through. Null: an ordinary coupon.
     */
    affiliateNodeId: ref("affiliate_node_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("coupons_seller_code_key").on(t.sellerId, sql`upper(${t.code})`),
    index("coupons_seller_created_idx").on(t.sellerId, t.createdAt, t.id),
    index("coupons_batch_idx").on(t.batch),
    check("coupons_value_check", sql`value >= 0`),
    check("coupons_used_check", sql`used_count >= 0`),
  ],
);
