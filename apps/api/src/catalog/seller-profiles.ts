// The seller profile row as the API answers it, shared by reading and saving it.
import { eq } from "drizzle-orm";
import { catalog } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { sellerProfileStatus } from "./seller-status.ts";
import { sellerProfiles } from "./tables.ts";

export type SellerProfileRow = typeof sellerProfiles.$inferSelect;

export function sellerProfileView(
  row: Pick<SellerProfileRow, "profile" | "canSell" | "paymentAccountDone" | "reviewRequired" | "version">,
  today: Date,
): catalog.SellerProfile {
  return {
    profile: catalog.profileToWire(row.profile),
    can_sell: row.canSell,
    payment_account_done: row.paymentAccountDone,
    review_required: row.reviewRequired,
    missing_fields: sellerProfileStatus(row.profile, today).missing.map(
      (f) => catalog.SELLER_PROFILE_WIRE_NAMES[f],
    ),
    version: row.version,
  };
}

/** Before the first save there is no row: an empty profile, version 0, reviewed like the table's default. */
export const EMPTY_PROFILE = {
  profile: {},
  canSell: false,
  paymentAccountDone: false,
  reviewRequired: true,
  version: 0,
} as const;

export async function findSellerProfile(ex: Executor, sellerId: number, lock = false) {
  const query = ex.select().from(sellerProfiles).where(eq(sellerProfiles.userId, sellerId));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}
