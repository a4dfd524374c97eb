import type { ProfileType } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { mailLink } from "../mail-link.ts";
import { findUserByEmail } from "../repository.ts";

/**
 * Mails a one-time sign-in link. `seller` names the shop a payer signs in to (spec: /s/{seller}/sign_in),
 * carried through the link so the client lands in the right place. Always answers the same.
 */
export async function sendMagicLink(
  deps: Deps,
  input: { email: string; profile_type: ProfileType; seller?: string | undefined },
): Promise<Result<{ sent: true }>> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || user.state !== "active") return ok({ sent: true });
  const data: Record<string, string> = {
    profile_type: input.profile_type,
    ...(input.seller ? { seller: input.seller } : {}),
  };
  await deps.db.transaction((tx) =>
    mailLink(deps, tx, user, {
      purpose: "magic_link",
      data,
      path: (token) => `/users/magic_link?${new URLSearchParams({ token, ...data }).toString()}`,
    }),
  );
  return ok({ sent: true });
}
