import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { legitimationUbos } from "../tables.ts";
import { lockLegitimation, stepAfter } from "../repository.ts";
import { legitimationView } from "../views.ts";

/** Step ubo (companies): declares an ultimate beneficial owner. */
export async function addUbo(
  deps: Deps,
  sellerId: number,
  body: verification.UboBody,
): Promise<Result<verification.Legitimation>> {
  return deps.db.transaction(async (tx) => {
    const row = await lockLegitimation(tx, sellerId);
    if (!row) return fieldFail("step", "step_out_of_order", { step: "head_quarter" });
    const allowed = stepAfter(row, "save_ubo");
    if (!allowed.ok) return allowed;
    await tx.insert(legitimationUbos).values({ legitimationId: row.id, sellerId, person: body });
    return ok(await legitimationView(deps, tx, row));
  });
}
