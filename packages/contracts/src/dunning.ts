import {
  CLAIM_OUTCOME_STATUSES,
  CLAIM_STAGES,
  CURRENCIES,
  DUNNING_DAYS_MAX,
  DUNNING_FEE_MAX,
  DUNNING_STATES,
  DUNNING_STRATEGIES,
  INKASSO_STATUSES,
  NOT_COLLECTED_REASONS,
  STRATEGY_STATUSES,
} from "@sellwerk/domain";
import { z } from "./zod.ts";
import { KEYSET_PAGING, keysetListResponse, listCursor, listQuery, queryBoolean, queryDate } from "./list.ts";
import { dateTime, recordId } from "./product-parts.ts";
import { BUYER_KINDS } from "./checkout.ts";

// Dunning and debt collection (cabinet): the seller's settings, claims with the filters of spec two
// §3 "Dunning and debt collection", the agency's file exchange (docs/dunning.md). Money in integer
// minor units.

const money = z.number().int();
const days = z.number().int().min(0).max(DUNNING_DAYS_MAX);
const fee = z.number().int().min(0).max(DUNNING_FEE_MAX);

// --- settings (/cabinet/settings/dunning) ---

export const dunningSettings = z.object({
  strategy: z.enum(DUNNING_STRATEGIES),
  schedule: z.object({
    first_days: days,
    second_days: days.min(1),
    third_days: days.min(1),
    inkasso_days: days.min(1),
  }),
  fees: z.object({ first_fee: fee, second_fee: fee, third_fee: fee }),
});
export type DunningSettings = z.infer<typeof dunningSettings>;
export const dunningSettingsEnvelope = z.object({ dunning_settings: dunningSettings });

// --- claims ---

const statusColor = z.object({ color: z.enum(["green", "red", "amber", "grey"]), highlighted: z.boolean() });

export const claim = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_rate_id: z.number().int(),
  rate_number: z.number().int(),
  product_name: z.string(),
  payer: z.object({ name: z.string(), email: z.string(), type: z.enum(BUYER_KINDS) }),
  currency: z.string(),
  /** What the rate owed when the claim opened. */
  amount: money,
  /** What the reminders added (the claim's, not the order's invoice). */
  fees_amount: money,
  total_amount: money,
  order_amount: money,
  strategy_type: z.enum(DUNNING_STRATEGIES),
  /** The stage as this viewer may see it (court stages only for managers and power sellers). */
  strategy_stage: z.enum(CLAIM_STAGES),
  dunning_status: z.enum(DUNNING_STATES),
  inkasso_status: z.enum(INKASSO_STATUSES),
  strategy_status: z.enum(STRATEGY_STATUSES),
  outcome_status: z.enum(CLAIM_OUTCOME_STATUSES).nullable(),
  color: statusColor,
  overdue_since: dateTime,
  days_overdue: z.number().int(),
  next_stage_at: dateTime.nullable(),
  not_collected_reason: z.enum(NOT_COLLECTED_REASONS).nullable(),
  is_written_off: z.boolean(),
  written_off_at: dateTime.nullable(),
  write_off_reason: z.string().nullable(),
  date_resolved: dateTime.nullable(),
  agency_batch_id: z.number().int().nullable(),
  created_at: dateTime,
});
export type Claim = z.infer<typeof claim>;

export const claimEvent = z.object({
  id: z.number().int(),
  kind: z.enum(["opened", "stage", "outcome"]),
  stage: z.enum(CLAIM_STAGES),
  outcome: z.enum(["open", ...CLAIM_OUTCOME_STATUSES]),
  fee: money,
  actor: z.enum(["schedule", "seller", "agency", "payment", "manager"]),
  note: z.string().nullable(),
  /** The reminder as the buyer got it ("view in browser"). */
  mail_url: z.string().nullable(),
  created_at: dateTime,
});
export type ClaimEvent = z.infer<typeof claimEvent>;

export const claimDetail = claim.extend({
  order_token: z.string(),
  /** The buyer's page where the open rate is paid (the reminders' link). */
  pay_url: z.string(),
  events: z.array(claimEvent),
  can_resolve: z.boolean(),
  can_write_off: z.boolean(),
  can_skip: z.boolean(),
});
export type ClaimDetail = z.infer<typeof claimDetail>;
export const claimEnvelope = z.object({ claim: claimDetail });
export const claimParams = z.object({ id: recordId });

export const CLAIM_SORT_KEYS = ["created_at", "overdue_since", "amount", "order_amount", "id"] as const;
const amountFilter = z.coerce.number().int().min(0).optional();
const overdueDays = z.coerce.number().int().min(0).max(365).optional();

export const claimsQuery = listQuery(
  { sortKeys: CLAIM_SORT_KEYS, defaultSortKey: "created_at" },
  {
    /** Days overdue as a range (0 to 365), or exactly. */
    overdue_from: overdueDays,
    overdue_to: overdueDays,
    days_overdue: overdueDays,
    amount_from: amountFilter,
    amount_to: amountFilter,
    order_amount_from: amountFilter,
    order_amount_to: amountFilter,
    currency: z.enum(CURRENCIES).optional(),
    payer_type: z.enum(BUYER_KINDS).optional(),
    dunning_status: z.enum(DUNNING_STATES).optional(),
    inkasso_status: z.enum(INKASSO_STATUSES).optional(),
    strategy_status: z.enum(STRATEGY_STATUSES).optional(),
    strategy_stage: z.enum(CLAIM_STAGES).optional(),
    strategy_type: z.enum(DUNNING_STRATEGIES).optional(),
    /** Claims of sellers whose current strategy is this one (today's settings, not the claim's). */
    preferred_strategy: z.enum(DUNNING_STRATEGIES).optional(),
    outcome_status: z.enum(CLAIM_OUTCOME_STATUSES).optional(),
    not_collected_reason: z.enum(NOT_COLLECTED_REASONS).optional(),
    is_written_off: queryBoolean,
    written_off_from: queryDate,
    written_off_till: queryDate,
    date_resolved_from: queryDate,
    date_resolved_till: queryDate,
    order_id: recordId.optional(),
    cursor: listCursor,
  },
);
export type ClaimsQuery = z.infer<typeof claimsQuery>;
export const claimsAnswer = keysetListResponse(claim);
export const claimsExportQuery = claimsQuery.omit(KEYSET_PAGING);
export type ClaimsFilters = z.infer<typeof claimsExportQuery>;

export const writeOffBody = z.object({ reason: z.string().trim().min(1).max(500) });
export const resolveBody = z.object({ note: z.string().trim().max(500).optional() });

// --- the collection agency's file exchange ---

export const agencyBatch = z.object({
  id: z.number().int(),
  claims_count: z.number().int(),
  created_at: dateTime,
  download_url: z.string(),
});
export const agencyBatchEnvelope = z.object({ batch: agencyBatch });
export const agencyBatchesAnswer = z.object({ list: z.array(agencyBatch) });
export const agencyBatchParams = z.object({ id: recordId });

/** The agency's status file as text (CSV, UTF-8); at most 1 MB. */
export const agencyImportBody = z.object({ csv: z.string().min(1).max(1_000_000) });
export const agencyImportAnswer = z.object({ applied: z.number().int() });
