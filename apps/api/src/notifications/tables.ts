import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../identity/tables.ts";

export interface MailAttachmentRef {
  /** invoice (billing), export_run (exports: a list CSV a schedule mails). */
  kind: "invoice" | "export_run";
  id: number;
}

/** Every mail the platform sends, kept whether or not SMTP is configured (spec: /email_logs/{token}). */
export const emailLogs = pgTable(
  "email_logs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    token: text("token").notNull(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: text("template").notNull(),
    locale: text("locale").notNull(),
    /** Documents attached when sent, resolved at send time: [{ kind: "invoice", id }]. */
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>().notNull().default([]),
    /** queued → sent | failed | logged (no SMTP configured). */
    state: text("state").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("email_logs_token_key").on(t.token),
    index("email_logs_user_idx").on(t.userId, t.createdAt),
  ],
);
