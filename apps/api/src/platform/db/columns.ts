import { bigint, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../identity/tables.ts";

// Column shapes every context's tables share: bigint identities, timestamps with time zone, and
// the owning seller (a user id; deleting the user removes the seller's rows).
export const id = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: "number" });
/** Minor units (cents); bigint so sums over many rows never overflow. */
export const money = (name: string) => bigint(name, { mode: "number" });
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at("created_at").notNull().defaultNow();
export const updatedAt = () => at("updated_at").notNull().defaultNow();
export const sellerRef = () =>
  ref("seller_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
