import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { loadSeller } from "../seller-context.ts";
import { EMPTY_PROFILE, findSellerProfile, sellerProfileView } from "../seller-profiles.ts";

/**
 * The seller's business profile. Names never entered here are the ones given at sign-up, so a
 * new seller does not type them twice; saving the form stores them like any other field.
 */
export async function showSellerProfile(deps: Deps, sellerId: number): Promise<catalog.SellerProfile> {
  const [row, seller] = await Promise.all([
    findSellerProfile(deps.db, sellerId),
    loadSeller(deps.db, sellerId),
  ]);
  const stored = row ?? EMPTY_PROFILE;
  const values: Record<string, unknown> = stored.profile;
  const profile = {
    ...values,
    firstName: values.firstName ?? seller.firstName,
    lastName: values.lastName ?? seller.lastName,
  };
  return sellerProfileView({ ...stored, profile }, deps.clock.now());
}
