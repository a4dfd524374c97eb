import { eq } from "drizzle-orm";
import type { User } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { users } from "../tables.ts";
import { consumeToken } from "../one-time-tokens.ts";
import { loadUserView } from "../repository.ts";

export async function confirmEmail(deps: Deps, token: string): Promise<Result<User>> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const consumed = await consumeToken(tx, token, "confirmation", now);
    if (!consumed.ok) return consumed;
    await tx
      .update(users)
      .set({ emailConfirmedAt: now, updatedAt: now })
      .where(eq(users.id, consumed.value.userId));
    return ok((await loadUserView(tx, consumed.value.userId))!);
  });
}
