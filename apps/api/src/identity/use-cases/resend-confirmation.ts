import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { findUserByEmail } from "../repository.ts";
import { sendConfirmation } from "./send-confirmation.ts";

/** Always answers the same, so the form does not reveal which addresses have accounts. */
export async function resendConfirmation(deps: Deps, email: string): Promise<Result<{ sent: true }>> {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailConfirmedAt) await deps.db.transaction((tx) => sendConfirmation(deps, tx, user));
  return ok({ sent: true });
}
