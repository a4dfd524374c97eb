import type { User } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { profiles } from "../tables.ts";
import { loadUserView } from "../repository.ts";

/** A user may hold several profiles (seller, publisher, payer) and switch between their areas. */
export async function addProfile(
  deps: Deps,
  userId: number,
  managerId: number | null,
  type: "seller" | "publisher" | "payer",
): Promise<Result<User>> {
  await deps.db.insert(profiles).values({ userId, type }).onConflictDoNothing();
  return ok((await loadUserView(deps.db, userId, managerId))!);
}
