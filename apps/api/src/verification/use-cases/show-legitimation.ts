import { eq } from "drizzle-orm";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { legitimations } from "../tables.ts";
import { legitimationView } from "../views.ts";

/** The seller's legitimation with its documents and owners, or null before the first step. */
export async function showLegitimation(
  deps: Deps,
  sellerId: number,
): Promise<verification.Legitimation | null> {
  const [row] = await deps.db.select().from(legitimations).where(eq(legitimations.sellerId, sellerId));
  return row ? legitimationView(deps, deps.db, row) : null;
}
