import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { mailLink } from "../mail-link.ts";
import type { UserRow } from "../repository.ts";

export async function sendConfirmation(deps: Deps, ex: Executor, user: UserRow): Promise<void> {
  await mailLink(deps, ex, user, {
    purpose: "confirmation",
    path: (token) => `/users/confirmation?confirmation_token=${token}`,
  });
}
