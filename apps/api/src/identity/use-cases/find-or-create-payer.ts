import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { compiled } from "../../platform/db/compiled.ts";
import { NO_PASSWORD } from "../../platform/auth/passwords.ts";
import { randomToken } from "../../platform/auth/tokens.ts";
import { profiles, users } from "../tables.ts";
import { findUserByEmail, type UserRow } from "../repository.ts";
import { mailMagicLink } from "./send-magic-link.ts";

export interface PayerInput {
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  /** The seller bought from (username): the sign-in link lands in their course sign-in. */
  seller: string;
  /** The seller's name as buyers see it, for the mail. */
  sellerName: string;
}

/**
 * The buyer's account for a paid order: the user with the payer's email, or a new one. A new
 * account has no password (NO_PASSWORD: sign-in answers as for an unknown email, in the same time)
 * and an unconfirmed email; it is mailed a magic link, whose use confirms the address.
 * Either way the user holds a payer profile. Runs in the caller's transaction, so the account,
 * the link and the caller's own writes commit together.
 */
export async function findOrCreatePayer(
  deps: Deps,
  ex: Executor,
  input: PayerInput,
): Promise<{ user: UserRow; created: boolean }> {
  const email = input.email.toLowerCase();
  const [found] = await userWithPayerProfileByEmail(ex, { email });
  let user = found?.user;
  let created = false;
  if (!user) {
    const inserted = await insertPayer(ex, email, input);
    created = inserted !== undefined;
    user = inserted ?? (await findUserByEmail(ex, email))!;
  }
  // A new account got its profile with it; a returning buyer holds one already (no write).
  if (!created && !found?.payer)
    await ex.insert(profiles).values({ userId: user.id, type: "payer" }).onConflictDoNothing();
  if (created)
    await mailMagicLink(
      deps,
      ex,
      user,
      { profile_type: "payer", seller: input.seller },
      { template: "payer_account", vars: { seller: input.sellerName } },
    );
  return { user, created };
}

/**
 * A new payer's account and its payer profile, in one statement (issue 11: a new buyer's
 * delivery wrote them one after the other). Undefined when the email has an account already: two
 * orders of one new buyer delivered at once, and the second finds the first's account.
 */
async function insertPayer(ex: Executor, email: string, input: PayerInput): Promise<UserRow | undefined> {
  const made = ex.$with("made").as(
    ex
      .insert(users)
      .values({
        email,
        // Usernames are public URLs of sellers; a payer's is never shown, only has to be unique.
        username: `payer-${randomBytes(6).toString("hex")}`,
        passwordHash: NO_PASSWORD,
        firstName: input.firstName,
        lastName: input.lastName,
        locale: input.locale,
        unsubscribeToken: randomToken(24),
      })
      .onConflictDoNothing({ target: users.email })
      .returning(),
  );
  // drizzle's insert … select wants every column of the table: written as SQL.
  const profile = ex
    .$with("profile", {})
    .as(
      sql`insert into ${profiles} (user_id, type) select ${made.id}, 'payer' from ${made} on conflict do nothing`,
    );
  const [row] = await ex.with(made, profile).select().from(made);
  return row;
}

/**
 * The user with the email and whether they hold a payer profile, in one statement; built once
 * (platform/db/compiled.ts): every delivery to a buyer runs it.
 */
const userWithPayerProfileByEmail = compiled((ex: Executor) => {
  const payerProfile = ex
    .select({ one: sql`1` })
    .from(profiles)
    .where(and(eq(profiles.userId, users.id), eq(profiles.type, "payer")));
  return ex
    .select({ user: users, payer: sql<boolean>`exists (${payerProfile})` })
    .from(users)
    .where(eq(users.email, sql.placeholder("email")));
});
