import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Platform-wide values every process must share, such as the token signing secret. */
export const platformSettings = pgTable("platform_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency keys of money-moving POSTs (DESIGN §4): the first request's fingerprint and answer.
 * A replay with the same fingerprint gets the stored answer; another fingerprint is refused.
 * `scope` names the route and the caller so two callers' keys never meet.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    /** null while the first request still runs. */
    statusCode: integer("status_code"),
    response: jsonb("response"),
    /**
     * The running request's lease, renewed while it lives: a key whose lease ran out belongs to
     * a request that died with its process, and a retry may take it over.
     */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /**
     * What the work committed so far, written in the work's own transaction (the order and
     * payment a checkout made), so a retry after a crash resumes it instead of starting again.
     */
    checkpoint: jsonb("checkpoint"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
