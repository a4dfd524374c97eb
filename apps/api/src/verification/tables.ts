import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../identity/tables.ts";
import { files } from "../catalog/tables.ts";
import { at, createdAt, id, ref, sellerRef, updatedAt } from "../platform/db/columns.ts";

// Seller verification (docs/verification.md): the seller's legitimation with its steps, the KYC
// documents and beneficial owners sent to the provider, the manager's earlier decisions, and the
// payout bank accounts.

/**
 * One legitimation per seller, edited in place. `step` moves only along the domain's transition
 * table (legitimationStep) under a row lock; `adminState` is the manager's view of it.
 */
export const legitimations = pgTable(
  "legitimations",
  {
    id: id(),
    sellerId: sellerRef(),
    /** individual, company or non_profit (spec core §4 legal forms). */
    legalForm: text("legal_form").notNull(),
    /** A LEGITIMATION_STEPS value. */
    step: text("step").notNull(),
    /** init, change, accepted, rejected */
    adminState: text("admin_state").notNull().default("init"),
    /** Address and, for entities, company data (contracts verification.headQuarter). */
    headQuarter: jsonb("head_quarter").$type<Record<string, unknown>>(),
    legalRepresentative: jsonb("legal_representative").$type<Record<string, unknown>>(),
    /** Why the manager or the provider refused; shown to the seller until the next review. */
    rejectionReason: text("rejection_reason"),
    /** The seller's user (wallet owner) at the provider, once the legitimation was sent. */
    providerUserId: text("provider_user_id"),
    /**
     * The provider the legitimation was sent to (sandbox, bank_account, e_wallet): it holds the
     * seller's user, wallet and bank account, so documents, bank accounts and payouts go there.
     */
    provider: text("provider"),
    /**
     * The wallet's KYC state at a wallet provider (e_wallet): a WALLET_KYC_STATES value, or null
     * with providers without wallets. Payouts through the wallet need kyc_2.
     */
    walletKycState: text("wallet_kyc_state"),
    requestedAt: at("requested_at"),
    decidedAt: at("decided_at"),
    decidedBy: ref("decided_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("legitimations_seller_key").on(t.sellerId),
    index("legitimations_step_idx").on(t.step, t.id),
    index("legitimations_requested_idx").on(t.requestedAt, t.id),
  ],
);

/** A KYC document: an uploaded file of a document kind, and its state at the provider. */
export const legitimationDocuments = pgTable(
  "legitimation_documents",
  {
    id: id(),
    legitimationId: ref("legitimation_id")
      .notNull()
      .references(() => legitimations.id, { onDelete: "cascade" }),
    sellerId: sellerRef(),
    /** A KYC_DOCUMENT_KINDS value. */
    kind: text("kind").notNull(),
    fileId: ref("file_id")
      .notNull()
      .references(() => files.id),
    /** A DOCUMENT_STATES value. */
    state: text("state").notNull().default("created"),
    refusalReason: text("refusal_reason"),
    providerDocumentId: text("provider_document_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("legitimation_documents_legitimation_idx").on(t.legitimationId, t.kind)],
);

/** An ultimate beneficial owner of a company (contracts verification.ubo). */
export const legitimationUbos = pgTable(
  "legitimation_ubos",
  {
    id: id(),
    legitimationId: ref("legitimation_id")
      .notNull()
      .references(() => legitimations.id, { onDelete: "cascade" }),
    sellerId: sellerRef(),
    person: jsonb("person").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("legitimation_ubos_legitimation_idx").on(t.legitimationId)],
);

/**
 * The "old legitimation view": what a legitimation said when a manager decided on it, kept when
 * the seller changes it later, so a manager can compare what was accepted with what is asked now.
 */
export const legitimationHistory = pgTable(
  "legitimation_history",
  {
    id: id(),
    legitimationId: ref("legitimation_id")
      .notNull()
      .references(() => legitimations.id, { onDelete: "cascade" }),
    sellerId: sellerRef(),
    step: text("step").notNull(),
    adminState: text("admin_state").notNull(),
    legalForm: text("legal_form").notNull(),
    /** Head quarter, legal representative, documents and owners as they were. */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    reason: text("reason"),
    decidedBy: ref("decided_by").references(() => users.id),
    recordedAt: at("recorded_at").notNull().defaultNow(),
  },
  (t) => [index("legitimation_history_seller_idx").on(t.sellerId, t.id)],
);

/** A payout bank account; IBAN and BIC are stored normalised (no spaces, upper case). */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: id(),
    sellerId: sellerRef(),
    ownerName: text("owner_name").notNull(),
    iban: text("iban").notNull(),
    bic: text("bic").notNull(),
    /** A BANK_COUNTRIES value. */
    country: text("country").notNull(),
    /** A PAYOUT_CURRENCIES value. */
    currency: text("currency").notNull(),
    /** A BANK_ACCOUNT_STATES value. */
    state: text("state").notNull().default("init_state"),
    providerAccountId: text("provider_account_id"),
    failureReason: text("failure_reason"),
    activatedAt: at("activated_at"),
    deactivatedAt: at("deactivated_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bank_accounts_seller_idx").on(t.sellerId, t.id),
    index("bank_accounts_state_idx").on(t.state, t.id),
    // Payouts go to one account: activating another deactivates the previous one.
    uniqueIndex("bank_accounts_one_activated_key")
      .on(t.sellerId)
      .where(sql`${t.state} = 'activated'`),
  ],
);

export type LegitimationRow = typeof legitimations.$inferSelect;
export type LegitimationDocumentRow = typeof legitimationDocuments.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
