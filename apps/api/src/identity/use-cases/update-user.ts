import { eq } from "drizzle-orm";
import type { User } from "@sellwerk/contracts";
import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { users } from "../tables.ts";
import { loadUserView } from "../repository.ts";

export async function updateUser(
  deps: Deps,
  userId: number,
  managerId: number | null,
  input: { locale?: Locale | undefined; first_name?: string | undefined; last_name?: string | undefined },
): Promise<Result<User>> {
  const changes = {
    ...(input.locale ? { locale: input.locale } : {}),
    ...(input.first_name ? { firstName: input.first_name } : {}),
    ...(input.last_name ? { lastName: input.last_name } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await deps.db
      .update(users)
      .set({ ...changes, updatedAt: deps.clock.now() })
      .where(eq(users.id, userId));
  }
  return ok((await loadUserView(deps.db, userId, managerId))!);
}
