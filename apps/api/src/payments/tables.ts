import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, money, ref, sellerRef, updatedAt } from "../platform/db/columns.ts";
import { orderRates, orders } from "../orders/tables.ts";
import { users } from "../identity/tables.ts";

/**
 * A payment provider a seller connected (spec core §3): sandbox, stripe, stripe_connect, paypal,
 * bank_wire. `credentials` is AES-256-GCM ciphertext of the secret fields and is never answered;
 * `publicConfig` holds what may be shown (publishable key, the last four of a secret, PayPal mode).
 */
export const paymentProviderAccounts = pgTable(
  "payment_provider_accounts",
  {
    id: id(),
    sellerId: sellerRef(),
    provider: text("provider").notNull(),
    /** PayPal: rest or nvp; others: null. */
    mode: text("mode"),
    credentials: text("credentials"),
    publicConfig: jsonb("public_config").$type<Record<string, unknown>>().notNull().default({}),
    /** Signing secret of this account's webhooks (encrypted like the credentials). */
    webhookSecret: text("webhook_secret"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("payment_provider_accounts_seller_provider_key").on(t.sellerId, t.provider)],
);

/**
 * The seller's payment settings: which provider serves each method (cardProvider …
 * klarnaProvider, null = method off) and the feature flags twint, klarna, mondu and
 * klarnaSubscriptions. A seller without a row uses the sandbox for the base methods.
 */
export const paymentSettings = pgTable("payment_settings", {
  sellerId: sellerRef().primaryKey(),
  methodProviders: jsonb("method_providers").$type<Record<string, string | null>>().notNull().default({}),
  flags: jsonb("flags").$type<Record<string, boolean>>().notNull().default({}),
  /** Bank details printed on bank-wire orders: account holder, IBAN, BIC. */
  bankWire: jsonb("bank_wire").$type<Record<string, string>>().notNull().default({}),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
});

/**
 * The payment log (spec core §4): one row per attempt to move money for an order rate — a
 * charge, a refund or a chargeback — in the provider's terms (`providerRef`), with its state
 * (waiting, pending, successful, partially_paid, denied, error, canceled, expired).
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    sellerId: sellerRef(),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderRateId: ref("order_rate_id").references(() => orderRates.id, { onDelete: "cascade" }),
    /** charge, refund, chargeback */
    kind: text("kind").notNull().default("charge"),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    state: text("state").notNull().default("waiting"),
    providerRef: text("provider_ref"),
    /** What the buyer must do next (3-D Secure, redirect), as the provider asked. */
    nextAction: jsonb("next_action").$type<Record<string, unknown>>(),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    /**
     * The part of `amount` that pays the rate's dunning fees (a reminder's pay link charges the
     * open rate plus the claim's fees as one payment); the rest pays the rate (docs/dunning.md).
     */
    dunningFee: money("dunning_fee").notNull().default(0),
    /** Fee the provider kept (minor units), known once settled. */
    providerFee: money("provider_fee").notNull().default(0),
    offSession: boolean("off_session").notNull().default(false),
    testMode: boolean("test_mode").notNull().default(false),
    /** The charge a refund or chargeback reverses. */
    parentId: ref("parent_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    settledAt: at("settled_at"),
    /**
     * An off-session charge in flight (a claimed renewal) belongs to the worker that claimed it
     * until then; after it, recovery takes it over and asks the provider by the payment id.
     * Null: counted from `createdAt` (attempts made before leases existed, upsells).
     */
    leaseUntil: at("lease_until"),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId, t.id),
    // The few charges in flight, so recovery never scans the whole payment log.
    index("payments_in_flight_idx")
      .on(t.id)
      .where(sql`state = 'waiting' AND provider_ref IS NULL AND off_session AND kind = 'charge'`),
    index("payments_rate_idx").on(t.orderRateId),
    index("payments_seller_created_idx").on(t.sellerId, t.createdAt, t.id),
    uniqueIndex("payments_provider_ref_key")
      .on(t.provider, t.providerRef)
      .where(sql`provider_ref IS NOT NULL`),
  ],
);

/**
 * A saved payment method of an order, for off-session charges (rates, upsells): the provider's
 * customer and method references and what may be shown (brand, last four, expiry).
 */
export const paymentInstruments = pgTable(
  "payment_instruments",
  {
    id: id(),
    sellerId: sellerRef(),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    customerRef: text("customer_ref"),
    methodRef: text("method_ref").notNull(),
    display: jsonb("display").$type<Record<string, unknown>>().notNull().default({}),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("payment_instruments_order_idx").on(t.orderId, t.active)],
);

/**
 * Provider webhook events seen, so each event id is processed once whatever the delivery count.
 * An event belongs to the seller whose webhook secret verified it (null: recorded before events
 * were scoped); one naming another seller's payment or connected account is kept with its
 * `refusal` and changes nothing.
 */
export const providerEvents = pgTable(
  "provider_events",
  {
    id: id(),
    provider: text("provider").notNull(),
    sellerId: ref("seller_id").references(() => users.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** foreign_payment, foreign_account */
    refusal: text("refusal"),
    processedAt: at("processed_at"),
    createdAt: createdAt(),
  },
  // Per seller: an event id another seller's endpoint saw first cannot suppress this seller's event.
  (t) => [uniqueIndex("provider_events_seller_event_key").on(t.provider, t.sellerId, t.eventId)],
);

/**
 * The built-in sandbox provider's own records — what a real provider keeps on its side: each
 * charge's state, the challenge or redirect it waits for, and when an asynchronous method
 * settles. The sandbox adapter alone reads and writes it.
 */
export const sandboxCharges = pgTable(
  "sandbox_charges",
  {
    ref: text("ref").primaryKey(),
    sellerId: ref("seller_id").notNull(),
    /** charge or refund */
    kind: text("kind").notNull().default("charge"),
    method: text("method").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull().default(""),
    /** requires_action, processing, succeeded, failed */
    state: text("state").notNull(),
    failureCode: text("failure_code"),
    /** What happens next: challenge, redirect, settle_later (succeed?), chargeback_later. */
    outcome: jsonb("outcome").$type<Record<string, unknown>>().notNull().default({}),
    returnUrl: text("return_url").notNull().default(""),
    instrument: jsonb("instrument").$type<Record<string, unknown>>(),
    chargeRef: text("charge_ref"),
    /**
     * The unguessable reference of the page where the buyer passes the challenge or approves the
     * redirect (random; the charge's own ref counts up). Completing it also needs the order's token.
     */
    challenge: text("challenge"),
    createdAt: createdAt(),
    settleAt: at("settle_at"),
  },
  (t) => [
    uniqueIndex("sandbox_charges_challenge_key")
      .on(t.challenge)
      .where(sql`challenge IS NOT NULL`),
    index("sandbox_charges_settle_idx")
      .on(t.settleAt)
      .where(sql`state = 'processing'`),
  ],
);
