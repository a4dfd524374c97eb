import { and, eq, sql } from "drizzle-orm";
import { catalog } from "@sellwerk/contracts";
import type { Tx } from "../../platform/db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldsFail, ok, type Result } from "../../platform/result.ts";
import { lifecycleChanges } from "../lifecycle.ts";
import { touchProduct } from "../repository.ts";
import { loadSeller } from "../seller-context.ts";
import { compactProfile, sellerProfileStatus } from "../seller-status.ts";
import { products, sellerProfiles } from "../tables.ts";
import { EMPTY_PROFILE, findSellerProfile, sellerProfileView } from "../seller-profiles.ts";

/**
 * Products the seller published while unable to sell waited in publish_pending; now that the
 * registration is complete they go on (to review or live). One that lost what it sells stays.
 */
export async function releasePendingProducts(tx: Tx, sellerId: number, now: Date): Promise<void> {
  const pending = await tx
    .select()
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.state, "publish_pending")))
    .for("update");
  if (pending.length === 0) return;
  const seller = await loadSeller(tx, sellerId);
  for (const row of pending) {
    const changes = await lifecycleChanges(tx, row, seller, { action: "publish", now });
    if (changes.ok) await touchProduct(tx, sellerId, row.id, row.version, changes.value);
  }
}

/**
 * Saves the seller's profile. Wrong values are refused field by field; required fields may stay
 * empty (registration goes in steps) and are answered as missing_fields. `can_sell` is true
 * exactly when none is missing.
 */
export async function saveSellerProfile(
  deps: Deps,
  sellerId: number,
  input: catalog.SaveSellerProfileBody,
): Promise<Result<catalog.SellerProfile>> {
  const now = deps.clock.now();
  const profile = compactProfile(catalog.profileFromWire(input.profile));
  const status = sellerProfileStatus(profile, now);
  if (status.invalid.length)
    return fieldsFail(
      status.invalid.map(({ field, code }) => ({
        param: `profile.${catalog.SELLER_PROFILE_WIRE_NAMES[field]}`,
        code,
      })),
    );

  return deps.db.transaction(async (tx) => {
    const current = await findSellerProfile(tx, sellerId, true);
    if ((current?.version ?? 0) !== input.version) return fail("CONFLICT");
    const values = { profile, canSell: status.canSell, updatedAt: now };
    const [row] = current
      ? await tx
          .update(sellerProfiles)
          .set({ ...values, version: sql`${sellerProfiles.version} + 1` })
          .where(eq(sellerProfiles.userId, sellerId))
          .returning()
      : // Two first saves race on the primary key; the second finds the row taken and is told.
        await tx
          .insert(sellerProfiles)
          .values({ userId: sellerId, ...values })
          .onConflictDoNothing()
          .returning();
    if (!row) return fail("CONFLICT");
    if (status.canSell && !(current ?? EMPTY_PROFILE).canSell)
      await releasePendingProducts(tx, sellerId, now);
    return ok(sellerProfileView(row, now));
  });
}
