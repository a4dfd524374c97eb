import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnProduct } from "../repository.ts";
import { loadSeller } from "../seller-context.ts";
import { qrSvg } from "../documents/qr.ts";
import { checkoutPath, isOnSale } from "../shop-listing.ts";

/**
 * The QR code of a product's public checkout page, for the seller to print or show. Only for the
 * acting seller's own product while buyers can open it, so this is no QR service for any URL.
 */
export async function renderCheckoutQr(
  deps: Deps,
  sellerId: number,
  productId: number,
): Promise<Result<string>> {
  const row = await findOwnProduct(deps.db, sellerId, productId);
  if (!row || !isOnSale(row)) return fail("NOT_FOUND");
  const seller = await loadSeller(deps.db, sellerId);
  return ok(await qrSvg(`${deps.config.publicUrl}${checkoutPath(seller.username, row.slug)}`));
}
