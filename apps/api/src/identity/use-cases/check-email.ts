import { isValidEmail } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { findUserByEmail } from "../repository.ts";

export async function checkEmail(deps: Deps, email: string) {
  if (!isValidEmail(email)) return { email, valid: false, available: false, error: "invalid_email" as const };
  const taken = (await findUserByEmail(deps.db, email)) !== undefined;
  return taken
    ? { email, valid: true, available: false, error: "already_exists" as const }
    : { email, valid: true, available: true };
}
