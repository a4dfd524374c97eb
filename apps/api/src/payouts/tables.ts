import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, money, ref, updatedAt } from "../platform/db/columns.ts";

// Payouts (docs/payouts.md). Everything is keyed by the payee — the ledger account the platform
// owes (`seller:{id}`; publishers and team members later) — so other payees reuse the context by
// adding routes only. Balances are not stored: they are sums of ledger entries.

/** A payee's payout settings; a payee without a row has the defaults (manual, no minimum, EUR). */
export const payoutSettings = pgTable("payout_settings", {
  id: id(),
  payee: text("payee").notNull().unique(),
  /** manual, weekly, monthly */
  schedule: text("schedule").notNull().default("manual"),
  /** weekly: ISO weekday 1–7; monthly: day 1–28. */
  day: integer("day").notNull().default(1),
  minimumAmount: money("minimum_amount").notNull().default(0),
  currency: text("currency").notNull().default("eur"),
  updatedAt: updatedAt(),
});

export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    payee: text("payee").notNull(),
    currency: text("currency").notNull(),
    /** What reaches the bank account, minor units. */
    amount: money("amount").notNull(),
    /** The platform's payout fee, taken from the balance on top of the amount. */
    fee: money("fee").notNull().default(0),
    /** pending, issued, successful, canceled (PAYOUT_TRANSITIONS). */
    state: text("state").notNull().default("pending"),
    /**
     * The schedule period ("2026-W48", "2026-11") or "manual:{time}". Unique per payee and
     * currency: a ticker running twice, or again after a crash, cannot make a second payout.
     */
    periodKey: text("period_key").notNull(),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    bankAccountId: ref("bank_account_id"),
    /** The destination as it was when the payout was made (masked IBAN, country). */
    destination: jsonb("destination").notNull().default({}),
    failureCode: text("failure_code"),
    /** Sales booked up to here were available when the payout was made (the transfers it pays). */
    coveredUntil: at("covered_until").notNull(),
    /** The ledger transaction that held the money (its entries show the payout in the statement). */
    holdTransactionId: text("hold_transaction_id"),
    issuedAt: at("issued_at"),
    finishedAt: at("finished_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payouts_period_key").on(t.payee, t.currency, t.periodKey),
    index("payouts_payee_idx").on(t.payee, t.id),
    index("payouts_payee_covered_idx").on(t.payee, t.currency, t.coveredUntil),
    uniqueIndex("payouts_provider_ref_key").on(t.provider, t.providerRef),
    index("payouts_open_idx")
      .on(t.state, t.id)
      .where(sql`state IN ('pending', 'issued')`),
  ],
);

/**
 * One row per night's reconciliation (unique by day, so two workers reconcile once): what was
 * checked and every difference found, for managers to read.
 */
export const payoutReconciliations = pgTable("payout_reconciliations", {
  id: id(),
  day: text("day").notNull().unique(),
  checkedTransactions: integer("checked_transactions").notNull().default(0),
  checkedPayouts: integer("checked_payouts").notNull().default(0),
  differences: jsonb("differences").notNull().default([]),
  differenceCount: integer("difference_count").notNull().default(0),
  createdAt: createdAt(),
});
