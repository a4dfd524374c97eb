import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import { EMPTY_PROFILE, findSellerProfile } from "../seller-profiles.ts";
import { sellerProfileStatus, withVatSettings, type SellerVatFields } from "../seller-status.ts";
import { sellerProfiles } from "../tables.ts";
import { releasePendingProducts } from "./save-seller-profile.ts";

/**
 * Writes new VAT settings into the seller profile (a pending VAT change whose day has come), in
 * the caller's transaction. The profile's version moves on, so a profile form opened before
 * answers a conflict instead of saving the old settings back; whether the seller can sell is
 * judged again, as on every save.
 */
export async function applySellerVatSettings(
  deps: Deps,
  tx: Tx,
  sellerId: number,
  vat: SellerVatFields,
): Promise<void> {
  const now = deps.clock.now();
  const current = await findSellerProfile(tx, sellerId, true);
  const profile = withVatSettings(current?.profile ?? {}, vat);
  const { canSell } = sellerProfileStatus(profile, now);
  if (current)
    await tx
      .update(sellerProfiles)
      .set({ profile, canSell, updatedAt: now, version: sql`${sellerProfiles.version} + 1` })
      .where(eq(sellerProfiles.userId, sellerId));
  else await tx.insert(sellerProfiles).values({ userId: sellerId, profile, canSell, updatedAt: now });
  if (canSell && !(current ?? EMPTY_PROFILE).canSell) await releasePendingProducts(tx, sellerId, now);
}
