import type { z } from "zod";
import { isReservedUsername } from "@sellwerk/domain";
import type { identity } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { hashPassword } from "../../platform/auth/passwords.ts";
import { randomToken } from "../../platform/auth/tokens.ts";
import { profiles, users } from "../tables.ts";
import { isUniqueViolation } from "../../platform/db/errors.ts";
import { findUserByEmail, toUserView, usernameTaken } from "../repository.ts";
import { sendConfirmation } from "./send-confirmation.ts";
import { recordPlatformReferral } from "../../affiliates/commissions/index.ts";
import type { User } from "@sellwerk/contracts";

export type SignUpInput = z.infer<typeof identity.signUpBody>;

/** Creates the user with the chosen profile and mails the confirmation link, in one transaction. */
export async function signUp(deps: Deps, input: SignUpInput): Promise<Result<User>> {
  if (await findUserByEmail(deps.db, input.email)) return fieldFail("email", "already_exists");
  if (isReservedUsername(input.username) || (await usernameTaken(deps.db, input.username))) {
    return fieldFail("username", "already_exists");
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          username: input.username,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          locale: input.locale,
          companySize: input.company_size ?? null,
          position: input.position ?? null,
          unsubscribeToken: randomToken(24),
        })
        .returning();
      const [profile] = await tx
        .insert(profiles)
        .values({ userId: user!.id, type: input.profile_type })
        .returning();
      // A seller who came by a publisher's platform link is that publisher's referral (platform_affiliate).
      if (input.profile_type === "seller" && input.platform_affiliate_id)
        await recordPlatformReferral(tx, user!.id, input.platform_affiliate_id);
      await sendConfirmation(deps, tx, user!);
      return ok(toUserView(user!, [{ id: profile!.id, type: input.profile_type }]));
    });
  } catch (err) {
    // Two sign-ups racing for one address or username: the database decides, the loser is told which field.
    if (isUniqueViolation(err, "users_email_key")) return fieldFail("email", "already_exists");
    if (isUniqueViolation(err, "users_username_key")) return fieldFail("username", "already_exists");
    throw err;
  }
}
