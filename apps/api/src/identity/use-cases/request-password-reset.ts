import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { mailLink } from "../mail-link.ts";
import { findUserByEmail } from "../repository.ts";

/** Always answers the same, so the form does not reveal which addresses have accounts. */
export async function requestPasswordReset(deps: Deps, email: string): Promise<Result<{ sent: true }>> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.state !== "active") return ok({ sent: true });
  await deps.db.transaction((tx) =>
    mailLink(deps, tx, user, {
      purpose: "password_reset",
      path: (token) => `/users/password/edit?reset_password_token=${token}`,
    }),
  );
  return ok({ sent: true });
}
