import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../identity/tables.ts";

/** What a manager did while acting as a user (admin mode); append-only. */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    managerId: bigint("manager_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    action: text("action").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    statusCode: integer("status_code"),
    requestId: text("request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_logs_created_idx").on(t.createdAt, t.id),
    index("audit_logs_manager_idx").on(t.managerId),
  ],
);
