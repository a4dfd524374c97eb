import { checkUsername as usernameRule, isReservedUsername } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { usernameTaken } from "../repository.ts";

export async function checkUsername(deps: Deps, username: string) {
  const error = usernameRule(username);
  if (error) return { username, valid: false, available: false, error };
  if (isReservedUsername(username) || (await usernameTaken(deps.db, username))) {
    return { username, valid: true, available: false, error: "already_exists" as const };
  }
  return { username, valid: true, available: true };
}
