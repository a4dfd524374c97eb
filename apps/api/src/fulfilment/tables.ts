import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../identity/tables.ts";
import { events, lessons, productDigitals, products, ticketTypes } from "../catalog/tables.ts";
import { orderLines, orders } from "../orders/tables.ts";
import { at, createdAt, id, ref, sellerRef, updatedAt } from "../platform/db/columns.ts";

/**
 * What was delivered for an order, one row per (order, product): the unique key makes delivery
 * exactly-once — a job that runs again, or a duplicate payment event, finds the row and stops.
 */
export const deliveries = pgTable(
  "deliveries",
  {
    id: id(),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The product delivered: the order's own, or one included in a bundle or membership. */
    productId: ref("product_id")
      .notNull()
      .references(() => products.id),
    /** pending, delivered, paused (a rate unpaid, access_settings), revoked */
    state: text("state").notNull().default("pending"),
    deliveredAt: at("delivered_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("deliveries_order_product_key").on(t.orderId, t.productId)],
);

/** Downloads of an order's files, counted per file. */
export const downloadCounts = pgTable(
  "download_counts",
  {
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    digitalId: ref("digital_id")
      .notNull()
      .references(() => productDigitals.id, { onDelete: "cascade" }),
    count: integer("count").notNull().default(0),
    lastAt: at("last_at"),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.digitalId] })],
);

/** A payer's access to a course or membership, from a date, until a subscription ends. */
export const courseAccesses = pgTable(
  "course_accesses",
  {
    id: id(),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: ref("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at"),
    /** active, ended */
    state: text("state").notNull().default("active"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("course_accesses_order_product_key").on(t.orderId, t.productId),
    index("course_accesses_user_idx").on(t.userId, t.productId),
  ],
);

/** Lesson status per payer (spec two §4 lesson status). */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: ref("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: ref("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    /** not_started, in_progress, completed */
    status: text("status").notNull(),
    /**
     * The payer's last quiz submission, one entry per question in the lesson's order:
     * { selected: option indexes } or { text } for open questions; null before the first try.
     */
    quizAnswers: jsonb("quiz_answers").$type<Record<string, unknown>[]>(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/**
 * One seat of an event (spec core §4 payment ticket): unique unguessable code (QR), attendee,
 * state used, unused, refunded, expired, invalidated. Checking in is a conditional update, so a
 * code is used once.
 */
export const paymentTickets = pgTable(
  "payment_tickets",
  {
    id: id(),
    sellerId: sellerRef(),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: ref("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    eventId: ref("event_id")
      .notNull()
      .references(() => events.id),
    ticketTypeId: ref("ticket_type_id")
      .notNull()
      .references(() => ticketTypes.id),
    /** Position of the seat within its order line (1-based): with the line, the idempotency key. */
    seat: integer("seat").notNull(),
    code: text("code").notNull(),
    attendeeName: text("attendee_name").notNull().default(""),
    state: text("state").notNull().default("unused"),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_tickets_code_key").on(t.code),
    uniqueIndex("payment_tickets_line_seat_key").on(t.orderLineId, t.seat),
    index("payment_tickets_event_idx").on(t.eventId, t.state),
    index("payment_tickets_seller_idx").on(t.sellerId, t.createdAt),
    // The order CSV reads each page's tickets by order (= ANY of 5,000 ids), the order detail and
    // a refund's revocation by one order, and deleting an order cascades here: all scanned the
    // whole table without it.
    index("payment_tickets_order_idx").on(t.orderId),
  ],
);

/** A certificate issued to a buyer; its serial is random and verifiable on a public page. */
export const certificates = pgTable(
  "certificates",
  {
    id: id(),
    sellerId: sellerRef(),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id),
    serial: text("serial").notNull(),
    holderName: text("holder_name").notNull(),
    issuedAt: at("issued_at").notNull(),
    /** valid or revoked (refunded orders) */
    state: text("state").notNull().default("valid"),
  },
  (t) => [
    uniqueIndex("certificates_serial_key").on(t.serial),
    uniqueIndex("certificates_order_product_key").on(t.orderId, t.productId),
  ],
);

/** A digital service sold: a task for the seller to carry out. */
export const sellerTasks = pgTable(
  "seller_tasks",
  {
    id: id(),
    sellerId: sellerRef(),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: ref("product_id")
      .notNull()
      .references(() => products.id),
    /** open, done */
    state: text("state").notNull().default("open"),
    doneAt: at("done_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("seller_tasks_order_product_key").on(t.orderId, t.productId),
    index("seller_tasks_open_idx")
      .on(t.sellerId, t.createdAt)
      .where(sql`state = 'open'`),
  ],
);

/**
 * How the seller's deliveries react to money not coming in. `unpaid_access`: keep (access stays
 * while dunning runs) or suspend (course access, downloads and keys pause when a rate goes
 * unpaid, after `grace_days`, and come back when it is paid). No row means keep.
 */
export const accessSettings = pgTable("access_settings", {
  sellerId: ref("seller_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  unpaidAccess: text("unpaid_access").notNull().default("keep"),
  graceDays: integer("grace_days").notNull().default(0),
  updatedAt: updatedAt(),
});
