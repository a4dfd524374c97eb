import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import type { DunningViewer } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import { actingSeller, currentUser } from "../platform/auth/access.ts";
import { users } from "../identity/tables.ts";

/**
 * Who looks at the claims (spec two §6): a manager (in admin mode, or with the manager profile)
 * and a power seller see the court stages; everybody else sees those claims as with the agency.
 */
export async function dunningViewer(deps: Deps, req: FastifyRequest): Promise<DunningViewer> {
  const auth = currentUser(req);
  if (auth.managerId !== null || auth.profiles.includes("manager")) return { seesCourt: true };
  return sellerDunningViewer(deps, actingSeller(req));
}

/** The seller's own view, without a request (an export job): a power seller sees the court stages. */
export async function sellerDunningViewer(deps: Deps, sellerId: number): Promise<DunningViewer> {
  const [seller] = await deps.db
    .select({ powerSeller: users.powerSeller })
    .from(users)
    .where(eq(users.id, sellerId));
  return { seesCourt: seller?.powerSeller ?? false };
}
