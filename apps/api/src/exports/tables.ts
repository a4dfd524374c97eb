import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, ref, sellerRef, updatedAt } from "../platform/db/columns.ts";

/** A list's filters as the list screen sends them (validated by the list's export query). */
export type ExportFilters = Record<string, string | string[]>;

/**
 * A seller's scheduled export of a list (issue 13): the list with its filters and column choice
 * as they were when scheduled, when it runs (daily; weekly on a weekday; monthly on a day), how
 * the file is delivered and to whom, in the seller's language at the time.
 */
export const exportSchedules = pgTable(
  "export_schedules",
  {
    id: id(),
    sellerId: sellerRef(),
    list: text("list").notNull(),
    filters: jsonb("filters").$type<ExportFilters>().notNull(),
    /** The chosen columns (lists with a column choice), copied when scheduled. */
    columns: jsonb("columns").$type<string[]>(),
    frequency: text("frequency").notNull(),
    weekday: integer("weekday"),
    monthDay: integer("month_day"),
    delivery: text("delivery").notNull(),
    recipients: jsonb("recipients").$type<string[]>().notNull(),
    state: text("state").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("export_schedules_seller_idx").on(t.sellerId, t.createdAt, t.id),
    index("export_schedules_state_idx").on(t.state, t.id),
  ],
);

/**
 * One export made by a job: asked for now (no schedule, the screen polls its progress) or a
 * schedule's run for a period. At most one run per schedule and period (the unique index), so
 * any number of tickers at once make one. pending → running → done | failed (with the reason).
 */
export const exportRuns = pgTable(
  "export_runs",
  {
    id: id(),
    sellerId: sellerRef(),
    scheduleId: ref("schedule_id").references(() => exportSchedules.id, { onDelete: "set null" }),
    periodKey: text("period_key"),
    list: text("list").notNull(),
    filters: jsonb("filters").$type<ExportFilters>().notNull(),
    columns: jsonb("columns").$type<string[]>(),
    /** The seller's language when the run was made: the CSV's decimal mark and the mail's language. */
    locale: text("locale").notNull(),
    state: text("state").notNull().default("pending"),
    failureReason: text("failure_reason"),
    rowsTotal: integer("rows_total").notNull().default(0),
    rowsDone: integer("rows_done").notNull().default(0),
    storageKey: text("storage_key"),
    fileSize: integer("file_size"),
    finishedAt: at("finished_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("export_runs_schedule_period_idx").on(t.scheduleId, t.periodKey),
    index("export_runs_seller_idx").on(t.sellerId, t.createdAt, t.id),
  ],
);
