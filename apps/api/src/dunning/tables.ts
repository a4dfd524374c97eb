import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../identity/tables.ts";
import { orderRates, orders } from "../orders/tables.ts";
import { at, createdAt, id, money, ref, sellerRef, updatedAt } from "../platform/db/columns.ts";

/**
 * The seller's dunning choice (/cabinet/settings/dunning): strategy, the days between stages and
 * each reminder's fee in the claim's minor units. No row: the domain's defaults apply.
 */
export const dunningSettings = pgTable("dunning_settings", {
  sellerId: ref("seller_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** dunning, dunning_inkasso, inkasso (spec two §4) */
  strategy: text("strategy").notNull(),
  firstDays: integer("first_days").notNull(),
  secondDays: integer("second_days").notNull(),
  thirdDays: integer("third_days").notNull(),
  inkassoDays: integer("inkasso_days").notNull(),
  firstFee: money("first_fee").notNull(),
  secondFee: money("second_fee").notNull(),
  thirdFee: money("third_fee").notNull(),
  updatedAt: updatedAt(),
});

/**
 * A batch of claims handed to the collection agency by one export: its CSV can be downloaded
 * again, and the claims name the batch they went in.
 */
export const dunningAgencyBatches = pgTable(
  "dunning_agency_batches",
  {
    id: id(),
    sellerId: sellerRef(),
    claimsCount: integer("claims_count").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("dunning_agency_batches_seller_idx").on(t.sellerId, t.id)],
);

/**
 * One overdue, unpaid order rate being collected (spec two §4 dunning): opened once per rate by
 * the ticker, moved along its stages by the seller's schedule or the agency's status file, ended
 * by an outcome. `amount` is what the rate owed when the claim opened; `fees_amount` what the
 * reminders added (the claim's, never the order's invoice). `status` is the dunning status read
 * from `outcome`, stored for the list's filter.
 */
export const dunningClaims = pgTable(
  "dunning_claims",
  {
    id: id(),
    sellerId: sellerRef(),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderRateId: ref("order_rate_id")
      .notNull()
      .references(() => orderRates.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    amount: money("amount").notNull(),
    feesAmount: money("fees_amount").notNull().default(0),
    /** The order's total when the claim opened (the list's order_amount filter). */
    orderAmount: money("order_amount").notNull(),
    /** individual or business, from the order's payer party. */
    payerType: text("payer_type").notNull(),
    /** The strategy the claim runs under: the seller's choice when it opened. */
    strategy: text("strategy").notNull(),
    stage: text("stage").notNull(),
    status: text("status").notNull().default("in_progress"),
    outcome: text("outcome").notNull().default("open"),
    overdueSince: at("overdue_since").notNull(),
    stageEnteredAt: at("stage_entered_at").notNull(),
    /** When the schedule moves the claim next; null once the clock moves it no further. */
    nextStageAt: at("next_stage_at"),
    agencyBatchId: ref("agency_batch_id").references(() => dunningAgencyBatches.id, { onDelete: "set null" }),
    notCollectedReason: text("not_collected_reason"),
    writeOffReason: text("write_off_reason"),
    writtenOffAt: at("written_off_at"),
    resolvedAt: at("resolved_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One claim per rate, however many tickers run at once (INSERT … ON CONFLICT DO NOTHING).
    uniqueIndex("dunning_claims_rate_key").on(t.orderRateId),
    index("dunning_claims_seller_idx").on(t.sellerId, t.createdAt, t.id),
    index("dunning_claims_order_idx").on(t.orderId),
    // The claim list's other sort keys, for keyset pages (an index ending in (key, id)): without
    // them every page sorted all of the seller's claims.
    index("dunning_claims_seller_overdue_idx").on(t.sellerId, t.overdueSince, t.id),
    index("dunning_claims_seller_amount_idx").on(t.sellerId, t.amount, t.id),
    index("dunning_claims_seller_order_amount_idx").on(t.sellerId, t.orderAmount, t.id),
    // The ticker scans open claims whose next stage is due.
    index("dunning_claims_due_idx")
      .on(t.nextStageAt)
      .where(sql`outcome = 'open'`),
    check("dunning_claims_amount_check", sql`amount >= 0 AND fees_amount >= 0 AND order_amount >= 0`),
  ],
);

/** A claim's history: every stage, fee, mail and ending, and who caused it. */
export const dunningClaimEvents = pgTable(
  "dunning_claim_events",
  {
    id: id(),
    claimId: ref("claim_id")
      .notNull()
      .references(() => dunningClaims.id, { onDelete: "cascade" }),
    /** opened, stage, outcome */
    kind: text("kind").notNull(),
    stage: text("stage").notNull(),
    outcome: text("outcome").notNull(),
    fee: money("fee").notNull().default(0),
    /** schedule, seller, agency, payment, manager */
    actor: text("actor").notNull(),
    note: text("note"),
    /** The reminder's mail (its "view in browser" token), when the step sent one. */
    mailToken: text("mail_token"),
    createdAt: createdAt(),
  },
  (t) => [index("dunning_claim_events_claim_idx").on(t.claimId, t.id)],
);
