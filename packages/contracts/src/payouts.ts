import {
  AFFILIATE_PAGE_SIZE,
  LEDGER_KINDS,
  MAX_MONTHLY_PAYOUT_DAY,
  PAYOUT_CURRENCIES,
  PAYOUT_HELD_REASONS,
  PAYOUT_SCHEDULES,
  PAYOUT_STATES,
  isValidPayoutDay,
} from "@sellwerk/domain";
import { z } from "./zod.ts";
import {
  KEYSET_PAGING,
  LIST_PAGING,
  keysetListResponse,
  listCursor,
  listQuery,
  listResponse,
  queryBoolean,
  queryDate,
} from "./list.ts";
import { dateTime, recordId } from "./product-parts.ts";

// Balances and payouts (spec core §2 payout routes, §4 payout states; spec two §3 transfers;
// issue 13). Money in integer minor units, lower-case currencies. The same answers serve every
// payee (seller now; publishers and team members add only their routes): figures are seen from
// the payee's side, so money owed to them is positive.

const payoutCurrency = z.enum(PAYOUT_CURRENCIES);
const minorUnits = z.number().int();

// --- balances ---

export const balance = z.object({
  currency: z.string(),
  /** Sales inside the refund window (docs/payouts.md). */
  pending: minorUnits,
  /** What a payout could take now; negative after a refund or chargeback that came after a payout. */
  available: minorUnits,
  /** In payouts not finished yet (pending or issued). */
  on_hold: minorUnits,
  paid_out: minorUnits,
});
export type Balance = z.infer<typeof balance>;
export const balancesAnswer = z.object({ list: z.array(balance), refund_window_days: z.number().int() });

// --- settings ---

export const payoutSettingsBody = z
  .object({
    schedule: z.enum(PAYOUT_SCHEDULES),
    /** weekly: ISO weekday 1 (Monday) … 7; monthly: day of month 1 … 28. */
    day: z.number().int().min(1).max(MAX_MONTHLY_PAYOUT_DAY).default(1),
    minimum_amount: z.number().int().min(0).max(100_000_000),
    currency: payoutCurrency,
  })
  .superRefine((s, ctx) => {
    if (!isValidPayoutDay(s.schedule, s.day))
      ctx.addIssue({ code: "custom", path: ["day"], message: "invalid_value" });
  });
export type PayoutSettingsBody = z.infer<typeof payoutSettingsBody>;
export const payoutSettings = z.object({
  schedule: z.enum(PAYOUT_SCHEDULES),
  day: z.number().int(),
  minimum_amount: minorUnits,
  currency: payoutCurrency,
  /** The installation's fee per payout in this currency (PAYOUT_FEE_FIXED). */
  payout_fee: minorUnits,
});
export type PayoutSettings = z.infer<typeof payoutSettings>;

// --- payouts ---

export const PAYOUT_SORT_KEYS = ["created_at", "amount", "id"] as const;
const payoutsList = (defaultPer?: number) =>
  listQuery(
    { sortKeys: PAYOUT_SORT_KEYS, defaultSortKey: "created_at", defaultPer },
    {
      state: z.enum(PAYOUT_STATES).optional(),
      currency: payoutCurrency.optional(),
      created_from: queryDate,
      created_till: queryDate,
      cursor: listCursor,
    },
  );
export const payoutsQuery = payoutsList();
export type PayoutsQuery = z.infer<typeof payoutsQuery>;
/** The list's filters and search without paging and sorting: the payouts CSV (and its export job). */
export const payoutsExportQuery = payoutsQuery.omit(KEYSET_PAGING);
export type PayoutsFilters = z.infer<typeof payoutsExportQuery>;

export const payout = z.object({
  id: z.number().int(),
  state: z.enum(PAYOUT_STATES),
  currency: z.string(),
  amount: minorUnits,
  fee: minorUnits,
  provider: z.string(),
  provider_ref: z.string().nullable(),
  /** The bank account as it was when paid out. */
  iban_masked: z.string().nullable(),
  country: z.string().nullable(),
  /** "2026-W48", "2026-11", or "manual". */
  period: z.string(),
  failure_code: z.string().nullable(),
  created_at: dateTime,
  issued_at: dateTime.nullable(),
  finished_at: dateTime.nullable(),
});
export type Payout = z.infer<typeof payout>;
export const payoutsAnswer = keysetListResponse(payout);
export const payoutEnvelope = z.object({ payout });

export const payOutNowBody = z.object({ currency: payoutCurrency });

// --- why a payout is held ---

/** Where the payee fixes each reason (the seller's pages; other payees have their own prefix). */
export const PAYOUT_FIX_LINKS: Readonly<Record<(typeof PAYOUT_HELD_REASONS)[number], string>> = {
  missing_verification: "/cabinet/legitimation",
  bank_account_not_active: "/cabinet/bank_accounts",
  negative_balance: "/cabinet/payouts_statement",
  below_minimum: "/cabinet/payouts_settings",
};

export const heldReasonsAnswer = z.object({
  currency: z.string(),
  available: minorUnits,
  minimum_amount: minorUnits,
  payout_fee: minorUnits,
  /** Empty: a payout can be made now. */
  reasons: z.array(z.object({ code: z.enum(PAYOUT_HELD_REASONS), link: z.string() })),
});
export type HeldReasonsAnswer = z.infer<typeof heldReasonsAnswer>;
export const heldReasonsQuery = z.object({ currency: payoutCurrency.optional() });

// --- statement ---

export const STATEMENT_SORT_KEYS = ["created_at", "amount", "id"] as const;
const statementList = (defaultPer?: number) =>
  listQuery(
    { sortKeys: STATEMENT_SORT_KEYS, defaultSortKey: "created_at", defaultPer },
    {
      currency: z.string().trim().toLowerCase().length(3).optional(),
      kind: z.enum(LEDGER_KINDS).optional(),
      created_from: queryDate,
      created_till: queryDate,
    },
  );
export const statementQuery = statementList();
export type StatementQuery = z.infer<typeof statementQuery>;

export const statementEntry = z.object({
  id: z.number().int(),
  transaction_id: z.string(),
  created_at: dateTime,
  kind: z.enum(LEDGER_KINDS),
  /** balance: the payee's own account; on_hold: money in a payout on its way. */
  account: z.enum(["balance", "on_hold"]),
  /** From the payee's side: positive adds to what they are owed. */
  amount: minorUnits,
  currency: z.string(),
  order_id: z.number().int().nullable(),
  order_rate_id: z.number().int().nullable(),
  payout_id: z.number().int().nullable(),
});
export type StatementEntry = z.infer<typeof statementEntry>;
export const statementAnswer = listResponse(statementEntry);

// --- transfers (spec two §3: state, transferable_type, provider, transfer_country_code, transfer_id, payout_id, batch_id) ---

export const TRANSFER_STATES = ["pending", "available", "on_hold", "paid_out"] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];
/** What a transfer pays the payee for: a paid order rate (publishers' commissions come later). */
export const TRANSFERABLE_TYPES = ["order_rate"] as const;
export const TRANSFER_SORT_KEYS = ["created_at", "amount", "id"] as const;
const transfersList = (defaultPer?: number) =>
  listQuery(
    { sortKeys: TRANSFER_SORT_KEYS, defaultSortKey: "created_at", defaultPer },
    {
      state: z.enum(TRANSFER_STATES).optional(),
      transferable_type: z.enum(TRANSFERABLE_TYPES).optional(),
      provider: z.string().trim().max(40).optional(),
      transfer_country_code: z.string().trim().toUpperCase().length(2).optional(),
      transfer_id: recordId.optional(),
      payout_id: recordId.optional(),
      /**
       * The payout run that paid the transfer out: its period as the payouts list shows it
       * ("2026-W48", "2026-11"; "manual" for payouts made by hand).
       */
      batch_id: z.string().trim().min(1).max(40).optional(),
      currency: z.string().trim().toLowerCase().length(3).optional(),
      created_from: queryDate,
      created_till: queryDate,
      cursor: listCursor,
    },
  );
export const transfersQuery = transfersList();
export type TransfersQuery = z.infer<typeof transfersQuery>;
/** The list's filters and search without paging and sorting: the transfers CSV (and its export job). */
export const transfersExportQuery = transfersQuery.omit(KEYSET_PAGING);
export type TransfersFilters = z.infer<typeof transfersExportQuery>;

/**
 * A payee area's three list queries. The publisher area pages by the spec's 15 (spec two §9,
 * AFFILIATE_PAGE_SIZE) while the cabinet keeps its 20; the filters and answers are the same.
 */
export const payeeListQueries = (defaultPer?: number) => ({
  payouts: payoutsList(defaultPer),
  statement: statementList(defaultPer),
  transfers: transfersList(defaultPer),
});
export type PayeeListQueries = ReturnType<typeof payeeListQueries>;
export const publishListQueries = payeeListQueries(AFFILIATE_PAGE_SIZE);

export const transfer = z.object({
  id: z.number().int(),
  transferable_type: z.enum(TRANSFERABLE_TYPES),
  transferable_id: z.number().int(),
  order_id: z.number().int(),
  state: z.enum(TRANSFER_STATES),
  provider: z.string(),
  currency: z.string(),
  /** The paid amount. */
  gross_amount: minorUnits,
  /** Provider and platform fees of it. */
  fee_amount: minorUnits,
  /** What the payee gets of it. */
  amount: minorUnits,
  /** The buyer's country. */
  country_code: z.string().nullable(),
  payout_id: z.number().int().nullable(),
  created_at: dateTime,
});
export type Transfer = z.infer<typeof transfer>;
export const transfersAnswer = keysetListResponse(transfer);

// --- reconciliation (managers) ---

export const reconciliation = z.object({
  id: z.number().int(),
  day: z.string(),
  checked_transactions: z.number().int(),
  checked_payouts: z.number().int(),
  difference_count: z.number().int(),
  differences: z.array(
    z.object({ check: z.string(), subject: z.string(), expected: z.number(), actual: z.number() }),
  ),
  created_at: dateTime,
});
/** One difference as the detail shows it: the subject read apart into account, transaction or payout. */
export const reconciliationDifference = z.object({
  check: z.string(),
  subject: z.string(),
  account: z.string().nullable(),
  transaction_id: z.string().nullable(),
  payout_id: z.number().int().nullable(),
  currency: z.string().nullable(),
  expected: z.number(),
  actual: z.number(),
});
export const reconciliationDetail = reconciliation.extend({ differences: z.array(reconciliationDifference) });
export const reconciliationSummary = reconciliation.omit({ differences: true });
export const reconciliationsQuery = listQuery(
  { sortKeys: ["day", "difference_count", "id"], defaultSortKey: "day", admin: true },
  { day_from: queryDate, day_till: queryDate, with_differences: queryBoolean },
);
export type ReconciliationsQuery = z.infer<typeof reconciliationsQuery>;
export const reconciliationsAnswer = listResponse(reconciliationSummary);
/** "Run now": the fresh run, or `running` (no run) while another manager's run is under way. */
export const reconciliationRunAnswer = z.object({
  state: z.enum(["done", "running"]),
  reconciliation: reconciliationDetail.nullable(),
});

export const statementExportQuery = statementQuery.omit(LIST_PAGING);
export type StatementExportQuery = z.infer<typeof statementExportQuery>;
