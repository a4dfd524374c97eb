import { and, eq } from "drizzle-orm";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { legitimationUbos } from "../tables.ts";
import { lockLegitimation, stepAfter } from "../repository.ts";
import { legitimationView } from "../views.ts";

/** Takes back a beneficial owner while the owners can still be edited. */
export async function removeUbo(
  deps: Deps,
  sellerId: number,
  uboId: number,
): Promise<Result<verification.Legitimation>> {
  return deps.db.transaction(async (tx) => {
    const row = await lockLegitimation(tx, sellerId);
    if (!row) return fail("NOT_FOUND");
    const allowed = stepAfter(row, "save_ubo");
    if (!allowed.ok) return allowed;
    const removed = await tx
      .delete(legitimationUbos)
      .where(and(eq(legitimationUbos.id, uboId), eq(legitimationUbos.legitimationId, row.id)))
      .returning({ id: legitimationUbos.id });
    if (removed.length === 0) return fail("NOT_FOUND");
    return ok(await legitimationView(deps, tx, row));
  });
}
