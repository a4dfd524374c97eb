import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const id = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: id(),
    /** Stored lower-cased; one account per address. */
    email: text("email").notNull(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    locale: text("locale").notNull().default("en"),
    companySize: text("company_size"),
    position: text("position"),
    powerSeller: boolean("power_seller").notNull().default(false),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    emailUnsubscribedAt: timestamp("email_unsubscribed_at", { withTimezone: true }),
    state: text("state").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_username_key").on(t.username),
    uniqueIndex("users_unsubscribe_token_key").on(t.unsubscribeToken),
    index("users_created_at_idx").on(t.createdAt, t.id),
  ],
);

export const profiles = pgTable(
  "profiles",
  {
    id: id(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("profiles_user_type_key").on(t.userId, t.type), index("profiles_type_idx").on(t.type)],
);

/** One-time tokens sent by mail (confirmation, magic link, password reset); only their hash is kept. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: id(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    data: jsonb("data").$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_tokens_hash_key").on(t.tokenHash),
    index("user_tokens_user_idx").on(t.userId, t.purpose),
  ],
);

/**
 * A sign-in: the family that its rotating refresh tokens belong to. Access tokens name their
 * session, so revoking it ends the access token at once too.
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: id(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set when a manager acts as this user (admin mode); such a session has no refresh token. */
    managerId: bigint("manager_id", { mode: "number" }).references(() => users.id),
    fingerprint: text("fingerprint"),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
  },
  (t) => [
    index("auth_sessions_user_idx")
      .on(t.userId)
      .where(sql`revoked_at IS NULL`),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    sessionId: bigint("session_id", { mode: "number" })
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when rotated; a second use of the same token revokes the whole session. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_key").on(t.tokenHash),
    index("refresh_tokens_session_idx").on(t.sessionId),
  ],
);

/** A team member (or sales team member) works in a seller's cabinet. */
export const teamMemberships = pgTable(
  "team_memberships",
  {
    id: id(),
    sellerId: bigint("seller_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("team_memberships_key").on(t.sellerId, t.memberId),
    index("team_memberships_member_idx").on(t.memberId),
  ],
);
