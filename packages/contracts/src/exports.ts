import {
  EXPORT_DELIVERIES,
  EXPORT_FREQUENCIES,
  EXPORT_LISTS,
  EXPORT_RUN_STATES,
  EXPORT_SCHEDULE_STATES,
  MAX_EXPORT_MONTH_DAY,
  MAX_EXPORT_RECIPIENTS,
  exportTimingProblem,
  type ExportList,
} from "@sellwerk/domain";
import { z } from "./zod.ts";
import { listQuery, listResponse } from "./list.ts";
import { dateTime, recordId } from "./product-parts.ts";
import { email } from "./identity.ts";
import { orderRatesExportQuery, ordersExportQuery } from "./orders.ts";
import { claimsExportQuery } from "./dunning.ts";
import { invoicesExportQuery } from "./billing.ts";
import { payoutsExportQuery, statementExportQuery, transfersExportQuery } from "./payouts.ts";

// Scheduled list exports and export jobs with progress (issue 13, docs/exports.md): a seller's
// list CSV (orders, order rates, invoices, payouts, dunning claims, transfers, the statement) made by
// a job, either now (a run the screen polls) or on a schedule (daily, weekly, monthly) and mailed
// as an attachment or a signed link.

/** Each list's filters are the query of its own CSV export, so a schedule exports what the list shows. */
export const EXPORT_FILTER_SCHEMAS: Record<ExportList, z.ZodType> = {
  orders: ordersExportQuery,
  order_rates: orderRatesExportQuery,
  invoices: invoicesExportQuery,
  payouts: payoutsExportQuery,
  dunning_claims: claimsExportQuery,
  transfers: transfersExportQuery,
  statement: statementExportQuery,
};

/** The list's filters as the list screen sends them in its query string. */
const filters = z.record(z.string().max(100), z.union([z.string().max(500), z.array(z.string().max(500))]));

/** Checks the filters against their list's export query; a bad one names `filters.<key>`. */
function refineFilters(b: { list: ExportList; filters: Record<string, unknown> }, ctx: z.RefinementCtx) {
  const parsed = EXPORT_FILTER_SCHEMAS[b.list].safeParse(b.filters);
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: "custom", path: ["filters", ...issue.path.map(String)], message: issue.message });
}

export const createRunBody = z
  .object({ list: z.enum(EXPORT_LISTS), filters: filters.default({}) })
  .superRefine(refineFilters);
export type CreateRunBody = z.infer<typeof createRunBody>;

export const createScheduleBody = z
  .object({
    list: z.enum(EXPORT_LISTS),
    filters: filters.default({}),
    frequency: z.enum(EXPORT_FREQUENCIES),
    weekday: z.number().int().min(1).max(7).nullable().default(null),
    month_day: z.number().int().min(1).max(MAX_EXPORT_MONTH_DAY).nullable().default(null),
    delivery: z.enum(EXPORT_DELIVERIES).default("attachment"),
    /** Empty: the seller's own email. */
    recipients: z.array(email).max(MAX_EXPORT_RECIPIENTS).default([]),
  })
  .superRefine((b, ctx) => {
    refineFilters(b, ctx);
    const missing = exportTimingProblem({
      frequency: b.frequency,
      weekday: b.weekday,
      monthDay: b.month_day,
    });
    if (missing) ctx.addIssue({ code: "custom", path: [missing], message: "required" });
  });
export type CreateScheduleBody = z.infer<typeof createScheduleBody>;

export const updateScheduleBody = z.object({ state: z.enum(EXPORT_SCHEDULE_STATES) });

export const exportRun = z.object({
  id: z.number().int(),
  list: z.enum(EXPORT_LISTS),
  schedule_id: z.number().int().nullable(),
  /** The schedule's period ("2026-11-25", "2026-W48", "2026-11"); null for a run asked for now. */
  period_key: z.string().nullable(),
  state: z.enum(EXPORT_RUN_STATES),
  failure_reason: z.string().nullable(),
  rows_total: z.number().int(),
  rows_done: z.number().int(),
  /** 0 … 100: rows written of rows found. */
  progress: z.number().int(),
  file_size: z.number().int().nullable(),
  download_url: z.string().nullable(),
  created_at: dateTime,
  finished_at: dateTime.nullable(),
});
export type ExportRun = z.infer<typeof exportRun>;
export const exportRunEnvelope = z.object({ export_run: exportRun });

export const exportSchedule = z.object({
  id: z.number().int(),
  list: z.enum(EXPORT_LISTS),
  filters,
  columns: z.array(z.string()).nullable(),
  frequency: z.enum(EXPORT_FREQUENCIES),
  weekday: z.number().int().nullable(),
  month_day: z.number().int().nullable(),
  delivery: z.enum(EXPORT_DELIVERIES),
  recipients: z.array(z.string()),
  state: z.enum(EXPORT_SCHEDULE_STATES),
  last_run: exportRun.nullable(),
  created_at: dateTime,
});
export type ExportSchedule = z.infer<typeof exportSchedule>;
export const exportScheduleEnvelope = z.object({ export_schedule: exportSchedule });

export const schedulesQuery = listQuery(
  { sortKeys: ["created_at", "id"] as const, defaultSortKey: "created_at" },
  { list: z.enum(EXPORT_LISTS).optional(), state: z.enum(EXPORT_SCHEDULE_STATES).optional() },
);
export type SchedulesQuery = z.infer<typeof schedulesQuery>;
export const schedulesAnswer = listResponse(exportSchedule);

export const runsQuery = listQuery(
  { sortKeys: ["created_at", "id"] as const, defaultSortKey: "created_at" },
  {
    schedule_id: recordId.optional(),
    list: z.enum(EXPORT_LISTS).optional(),
    state: z.enum(EXPORT_RUN_STATES).optional(),
  },
);
export type RunsQuery = z.infer<typeof runsQuery>;
export const runsAnswer = listResponse(exportRun);

export const exportIdParams = z.object({ id: recordId });

/** A mailed download link's expiry and signature. */
export const runFileQuery = z.object({
  expires: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  sig: z.string().max(64),
});
