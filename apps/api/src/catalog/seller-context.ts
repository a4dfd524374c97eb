import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { users } from "../identity/index.ts";
import { sellerProfiles } from "./tables.ts";

/** What the catalog's rules need to know about a seller (registration, review, power seller). */
export interface SellerContext {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  powerSeller: boolean;
  canSell: boolean;
  reviewRequired: boolean;
}

/**
 * Sellers by id in one query. A seller without a profile row has not registered yet: cannot
 * sell, and (the table's default) is reviewed.
 */
export async function loadSellers(ex: Executor, ids: readonly number[]): Promise<Map<number, SellerContext>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ex
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      powerSeller: users.powerSeller,
      canSell: sellerProfiles.canSell,
      reviewRequired: sellerProfiles.reviewRequired,
    })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((r) => [r.id, { ...r, canSell: r.canSell ?? false, reviewRequired: r.reviewRequired ?? true }]),
  );
}

export async function loadSeller(ex: Executor, id: number): Promise<SellerContext> {
  const seller = (await loadSellers(ex, [id])).get(id);
  // The acting seller comes from a verified session, so the user exists.
  if (!seller) throw new Error(`seller ${id} not found`);
  return seller;
}

export function sellerName(seller: Pick<SellerContext, "firstName" | "lastName">): string {
  return `${seller.firstName} ${seller.lastName}`.trim();
}
