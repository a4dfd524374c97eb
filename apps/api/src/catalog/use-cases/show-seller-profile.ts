import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { EMPTY_PROFILE, findSellerProfile, sellerProfileView } from "../seller-profiles.ts";

export async function showSellerProfile(deps: Deps, sellerId: number): Promise<catalog.SellerProfile> {
  const row = await findSellerProfile(deps.db, sellerId);
  return sellerProfileView(row ?? EMPTY_PROFILE, deps.clock.now());
}
