import { eq } from "drizzle-orm";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { users } from "../../identity/tables.ts";
import { legitimations, type LegitimationRow } from "../tables.ts";
import { legitimationView } from "../views.ts";

type AdminLegitimation = verification.Legitimation & { seller_email: string; seller_name: string };

export async function adminLegitimationView(deps: Deps, row: LegitimationRow): Promise<AdminLegitimation> {
  const [seller] = await deps.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.sellerId));
  return {
    ...(await legitimationView(deps, deps.db, row)),
    seller_email: seller?.email ?? "",
    seller_name: seller ? `${seller.firstName} ${seller.lastName}`.trim() : "",
  };
}

/** A legitimation with its documents (expiring links) and owners, for the manager's review. */
export async function showAdminLegitimation(deps: Deps, id: number): Promise<Result<AdminLegitimation>> {
  const [row] = await deps.db.select().from(legitimations).where(eq(legitimations.id, id));
  if (!row) return fail("NOT_FOUND");
  return ok(await adminLegitimationView(deps, row));
}
