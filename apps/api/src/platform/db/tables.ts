import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Platform-wide values every process must share, such as the token signing secret. */
export const platformSettings = pgTable("platform_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
