import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../identity/tables.ts";
import { createdAt, id, ref, sellerRef, updatedAt } from "../platform/db/columns.ts";

/** Uploaded files of a seller (covers, digitals, designs); bytes live in the storage, not here. */
export const files = pgTable(
  "files",
  {
    id: id(),
    sellerId: sellerRef(),
    /** cover, digital, ticket_logo, certificate_background, lesson_media, trust_seal */
    purpose: text("purpose").notNull(),
    storageKey: text("storage_key").notNull(),
    filename: text("filename").notNull(),
    /** Detected from the bytes, not the name. */
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    /** Image size variants: { "s": key, "m": key, "l": key, "banner": key }. */
    variants: jsonb("variants").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("files_seller_idx").on(t.sellerId, t.purpose),
    uniqueIndex("files_storage_key_key").on(t.storageKey),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    id: id(),
    sellerId: sellerRef(),
    parentId: ref("parent_id"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    color: text("color"),
    hidden: boolean("hidden").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("product_categories_seller_idx").on(t.sellerId, t.position)],
);

/**
 * A product of any of the eight types. Step-specific settings that are read and written as a
 * whole by their editor step live in jsonb columns; everything that lists filter, sort or join on
 * is a column.
 */
export const products = pgTable(
  "products",
  {
    id: id(),
    sellerId: sellerRef(),
    /** service, download, course, membership, event, certificate, license_key, bundle */
    form: text("form").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    internalName: text("internal_name").notNull().default(""),
    costCenter: text("cost_center").notNull().default(""),
    contentLanguage: text("content_language").notNull().default("en"),
    free: boolean("free").notNull().default(false),
    /** Publishing state (spec two §4): unpublished, publish_pending, in_review, published, rejected, revoked, admin_unpublished. */
    state: text("state").notNull().default("unpublished"),
    /** Review state (spec core §4): not_for_review, in_review, reviewed, rejected, free_without_fee. */
    reviewState: text("review_state").notNull().default("not_for_review"),
    reviewReason: text("review_reason"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    archived: boolean("archived").notNull().default(false),
    /** Product limit (null = unlimited). Sold and reserved are kept by checkout under a row lock. */
    limit: integer("limit"),
    soldCount: integer("sold_count").notNull().default(0),
    reservedCount: integer("reserved_count").notNull().default(0),
    accessPassword: text("access_password"),
    currency: text("currency").notNull().default("eur"),
    /**
     * What lists show as the price (minor units): the headline of the plan the checkout opens
     * with (domain `listPrice`); `displayPriceFrom` when other active plans show another one.
     */
    displayPrice: bigint("display_price", { mode: "number" }),
    displayPriceFrom: boolean("display_price_from").notNull().default(false),
    coverFileId: ref("cover_file_id").references(() => files.id, { onDelete: "set null" }),
    bannerFileId: ref("banner_file_id").references(() => files.id, { onDelete: "set null" }),
    /** Discount of spec core §3: active, limit, value, valueForm, ordersCount. */
    discount: jsonb("discount").$type<Record<string, unknown>>(),
    /** Checkout step: payment methods offered, layout, theme, order bumps and their position. */
    checkout: jsonb("checkout").$type<Record<string, unknown>>().notNull().default({}),
    /** Upsell step: upsell product ids, funnel. */
    upsell: jsonb("upsell").$type<Record<string, unknown>>().notNull().default({}),
    /** Delivery step: email option standard/custom/no_email, custom texts per language. */
    delivery: jsonb("delivery").$type<Record<string, unknown>>().notNull().default({}),
    /** Pages step: success page, cancellation terms, terms. */
    pages: jsonb("pages").$type<Record<string, unknown>>().notNull().default({}),
    /** Advanced step: remaining settings. */
    advanced: jsonb("advanced").$type<Record<string, unknown>>().notNull().default({}),
    /** Design step (event ticket or certificate design). */
    design: jsonb("design").$type<Record<string, unknown>>().notNull().default({}),
    /** License key format, certificate fields and similar per-type settings. */
    typeSettings: jsonb("type_settings").$type<Record<string, unknown>>().notNull().default({}),
    /** Highest editor step saved, so the editor resumes there. */
    lastStep: integer("last_step").notNull().default(1),
    /** Optimistic concurrency: every save names the version it edited. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_seller_slug_key").on(t.sellerId, t.slug),
    index("products_seller_created_idx").on(t.sellerId, t.createdAt, t.id),
    index("products_seller_updated_idx").on(t.sellerId, t.updatedAt, t.id),
    index("products_seller_name_idx").on(t.sellerId, t.name, t.id),
    index("products_seller_state_idx").on(t.sellerId, t.state, t.archived),
    index("products_review_idx")
      .on(t.reviewState)
      .where(sql`review_state = 'in_review'`),
    check("products_counts_check", sql`sold_count >= 0 AND reserved_count >= 0`),
  ],
);

export const productCategoryLinks = pgTable(
  "product_category_links",
  {
    productId: ref("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: ref("category_id")
      .notNull()
      .references(() => productCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("product_category_links_category_idx").on(t.categoryId),
  ],
);

export const pricingPlans = pgTable(
  "pricing_plans",
  {
    id: id(),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    /** one_time, subscription, limited_subscription, installment */
    form: text("form").notNull(),
    currency: text("currency").notNull(),
    useNetPrice: boolean("use_net_price").notNull().default(false),
    /** Prefs of spec core §3: price, firstAmount, nextAmount, paymentsCount, customIntervals, rate{n}Amount, interval, trial, customStartDay. */
    prefs: jsonb("prefs").$type<Record<string, unknown>>().notNull(),
    active: boolean("active").notNull().default(true),
    /** Highlighted on the checkout page with the theme's "recommended" badge. */
    recommended: boolean("recommended").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("pricing_plans_product_idx").on(t.productId, t.position)],
);

export const productDigitals = pgTable(
  "product_digitals",
  {
    id: id(),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    fileId: ref("file_id")
      .notNull()
      .references(() => files.id),
    position: integer("position").notNull().default(0),
    /** Stamp the buyer's email into PDFs (issue 5). */
    stampPdf: boolean("stamp_pdf").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("product_digitals_product_idx").on(t.productId, t.position)],
);

/** Products included in a bundle or membership (spec: productAddons). */
export const productItems = pgTable(
  "product_items",
  {
    productId: ref("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    itemId: ref("item_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.itemId] }),
    check("product_items_not_self", sql`product_id <> item_id`),
  ],
);

export const courseModules = pgTable(
  "course_modules",
  {
    id: id(),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("course_modules_product_idx").on(t.productId, t.position)],
);

export const lessons = pgTable(
  "lessons",
  {
    id: id(),
    moduleId: ref("module_id")
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    position: integer("position").notNull().default(0),
    /** Lesson status (spec two §4): published, pending, not_for_publish. */
    status: text("status").notNull().default("pending"),
    /** Drip: open N days after access, or from a date. */
    dripDays: integer("drip_days"),
    dripDate: timestamp("drip_date", { withTimezone: true }),
    /** Ordered content blocks: [{ type: text|video|audio|file|pdf, text?, fileId?, url? }]. */
    content: jsonb("content").$type<Record<string, unknown>[]>().notNull().default([]),
    /** Quiz: [{ type: checkbox|open_question|service|select_box, question, options?, correct? }]. */
    quiz: jsonb("quiz").$type<Record<string, unknown>[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index("lessons_module_idx").on(t.moduleId, t.position),
    index("lessons_product_idx").on(t.productId),
  ],
);

export const events = pgTable(
  "events",
  {
    id: id(),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    location: text("location").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    salesStartAt: timestamp("sales_start_at", { withTimezone: true }),
    salesEndAt: timestamp("sales_end_at", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("events_product_idx").on(t.productId, t.position),
    check("events_dates_check", sql`ends_at >= starts_at`),
  ],
);

export const ticketTypes = pgTable(
  "ticket_types",
  {
    id: id(),
    eventId: ref("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    free: boolean("free").notNull().default(false),
    /** Minor units in the product's currency. */
    price: bigint("price", { mode: "number" }).notNull().default(0),
    quota: integer("quota"),
    soldCount: integer("sold_count").notNull().default(0),
    reservedCount: integer("reserved_count").notNull().default(0),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("ticket_types_event_idx").on(t.eventId, t.position),
    check("ticket_types_counts_check", sql`sold_count >= 0 AND reserved_count >= 0`),
  ],
);

/** The pool of a license-key product; a key is never stored twice for one product. */
export const licenseKeys = pgTable(
  "license_keys",
  {
    id: id(),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** available, reserved, assigned */
    state: text("state").notNull().default("available"),
    source: text("source").notNull().default("upload"),
    createdAt: createdAt(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /** The order the key was given to (issue 5: exactly once per seat bought). */
    orderId: ref("order_id"),
  },
  (t) => [
    uniqueIndex("license_keys_product_key").on(t.productId, t.key),
    index("license_keys_available_idx").on(t.productId, t.state, t.id),
  ],
);

export const trackingCodes = pgTable(
  "tracking_codes",
  {
    id: id(),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** google_analytics, ga4, tag_manager, facebook_pixel, custom, tracify */
    kind: text("kind").notNull(),
    codeId: text("code_id").notNull().default(""),
    /** Custom snippet (kind custom); rendered only on the seller's own pages. */
    snippet: text("snippet").notNull().default(""),
    events: jsonb("events").$type<string[]>().notNull().default([]),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("tracking_codes_product_idx").on(t.productId)],
);

/** Manager reviews of a product: one row per decision, the product keeps the latest state. */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: id(),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    managerId: ref("manager_id").references(() => users.id),
    /** submitted, approved, rejected */
    decision: text("decision").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("product_reviews_product_idx").on(t.productId, t.createdAt)],
);

/**
 * The seller's business profile (spec core §3 seller verification, §5 required profile fields).
 * `canSell` turns true when the required fields are complete; until then paid products show
 * "finish registration" and cannot be sold.
 */
export const sellerProfiles = pgTable("seller_profiles", {
  userId: ref("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  profile: jsonb("profile").$type<Record<string, unknown>>().notNull().default({}),
  canSell: boolean("can_sell").notNull().default(false),
  paymentAccountDone: boolean("payment_account_done").notNull().default(false),
  /** Paid products of this seller go through a manager's review before they are published. */
  reviewRequired: boolean("review_required").notNull().default(true),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
});
