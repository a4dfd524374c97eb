import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../identity/tables.ts";
import { pricingPlans, products, ticketTypes } from "../catalog/tables.ts";
import { coupons } from "../checkout/tables.ts";
import { at, createdAt, id, money, ref, sellerRef, updatedAt } from "../platform/db/columns.ts";

/**
 * An order ("deal", spec two §3/§4): who pays (payer party) and who receives (owner party),
 * what was bought at which plan, and its state. Amounts that change with payments (paid, unpaid,
 * debt) are computed from the order rates, never stored; `totalAmount` is the agreed total.
 */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    sellerId: sellerRef(),
    /** Unguessable public id for the buyer's success, upsell and manage pages. */
    token: text("token").notNull(),
    /** standard, bundle, bump, ticket_upgrade (spec two §9); upsells are standard with a parent. */
    orderType: text("order_type").notNull().default("standard"),
    /** Deal state: draft, ready, finalized, closed, cancelled, refunded, unsubscribed. */
    state: text("state").notNull().default("draft"),
    /** Payment state: payment_waiting, payment_pending, paying, paid, … (spec two §4). */
    paymentState: text("payment_state").notNull().default("payment_waiting"),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id),
    pricingPlanId: ref("pricing_plan_id").references(() => pricingPlans.id, { onDelete: "set null" }),
    /** The plan as agreed (type, prefs, currency): later plan edits never change an order. */
    plan: jsonb("plan").$type<Record<string, unknown>>().notNull(),
    couponId: ref("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    currency: text("currency").notNull(),
    totalAmount: money("total_amount").notNull(),
    vatAmount: money("vat_amount").notNull().default(0),
    discountAmount: money("discount_amount").notNull().default(0),
    /** Payment method and provider chosen at checkout. */
    paymentMethod: text("payment_method").notNull(),
    provider: text("provider").notNull(),
    testMode: boolean("test_mode").notNull().default(false),
    /** Payer and owner parties: email, names, company, VAT id, address, buyer kind, locale. */
    payer: jsonb("payer").$type<Record<string, unknown>>().notNull(),
    owner: jsonb("owner").$type<Record<string, unknown>>().notNull(),
    payerUserId: ref("payer_user_id").references(() => users.id, { onDelete: "set null" }),
    locale: text("locale").notNull().default("en"),
    /** Bank-wire payment reference printed for the buyer. */
    paymentReference: text("payment_reference"),
    /** The order an upsell was accepted after, and which offer it was. */
    parentOrderId: ref("parent_order_id"),
    upsellType: text("upsell_type"),
    /** Upsell offers of this order already answered (product ids), so each is offered once. */
    upsellAnswers: jsonb("upsell_answers").$type<Record<string, string>>().notNull().default({}),
    cancelledAt: at("cancelled_at"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_token_key").on(t.token),
    index("orders_seller_created_idx").on(t.sellerId, t.createdAt, t.id),
    index("orders_product_idx").on(t.productId),
    index("orders_payer_idx").on(t.payerUserId),
    index("orders_parent_idx").on(t.parentOrderId),
    check("orders_amounts_check", sql`total_amount >= 0 AND vat_amount >= 0 AND discount_amount >= 0`),
  ],
);

/**
 * What an order contains: the product itself, order bumps, and event tickets (one line per
 * ticket type with its quantity and attendee names).
 */
export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** product, bump, ticket */
    kind: text("kind").notNull(),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id),
    pricingPlanId: ref("pricing_plan_id").references(() => pricingPlans.id, { onDelete: "set null" }),
    ticketTypeId: ref("ticket_type_id").references(() => ticketTypes.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull().default(1),
    unitAmount: money("unit_amount").notNull(),
    discountAmount: money("discount_amount").notNull().default(0),
    amount: money("amount").notNull(),
    attendees: jsonb("attendees").$type<string[]>().notNull().default([]),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    check("order_lines_amount_check", sql`quantity > 0 AND amount >= 0`),
  ],
);

/**
 * One scheduled payment of an order (spec two §4 order rate): one for one_time, n for
 * installments and limited subscriptions, recurring for subscriptions (the next rate is created
 * when one is paid). `amount` is what is due; refunds are payments of kind refund.
 */
export const orderRates = pgTable(
  "order_rates",
  {
    id: id(),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    sellerId: sellerRef(),
    number: integer("number").notNull(),
    dueAt: at("due_at").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    /** future, pending, unpaid, paid, partly_paid, skipped, debt, chargebacked, refunded */
    state: text("state").notNull().default("future"),
    paidAmount: money("paid_amount").notNull().default(0),
    refundedAmount: money("refunded_amount").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    lastFailure: text("last_failure"),
    paidAt: at("paid_at"),
    /** A failed rate waits here for dunning (a later issue builds its stages). */
    dunningSince: at("dunning_since"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("order_rates_order_number_key").on(t.orderId, t.number),
    // The recurring-charge job scans due rates only.
    index("order_rates_due_idx")
      .on(t.dueAt)
      .where(sql`state = 'future'`),
    index("order_rates_seller_idx").on(t.sellerId, t.dueAt, t.id),
    // Invoices are numbered in payment order: an issue looks for the seller's rates paid just before.
    index("order_rates_seller_paid_idx").on(t.sellerId, t.paidAt),
    check("order_rates_amount_check", sql`amount >= 0 AND paid_amount >= 0 AND refunded_amount >= 0`),
  ],
);

/**
 * What an order holds while its first payment runs: the product limit and ticket quotas, and the
 * uses of a limited discount or coupon. Stock `held` counts in reserved_count, `converted` moved
 * to sold_count; a discount or coupon use counts in its used count from the start (converted
 * keeps it); `released` gave it back. License keys are held on the pool's rows themselves.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: id(),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    ticketTypeId: ref("ticket_type_id").references(() => ticketTypes.id, { onDelete: "cascade" }),
    /**
     * What is held: `stock` (the product's limit, or the ticket type's quota), `discount` (uses of
     * the product's discount, one per discounted line) or `coupon` (one use of `couponId`). Uses
     * count from the checkout on, so a limit holds under concurrency; released, they come back.
     */
    kind: text("kind").notNull().default("stock"),
    couponId: ref("coupon_id").references(() => coupons.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** held, converted, released */
    state: text("state").notNull().default("held"),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("reservations_order_idx").on(t.orderId),
    index("reservations_expiry_idx")
      .on(t.expiresAt)
      .where(sql`state = 'held'`),
  ],
);
