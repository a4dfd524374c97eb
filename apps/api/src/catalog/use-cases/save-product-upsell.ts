import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { checkOwnOtherProducts } from "../product-refs.ts";
import { saveProduct } from "../product-save.ts";

/** The upsell step: products offered after purchase must be the seller's own other products. */
export async function saveProductUpsell(
  deps: Deps,
  sellerId: number,
  productId: number,
  { version, ...upsell }: catalog.UpsellBody,
): Promise<Result<catalog.Product>> {
  return saveProduct(deps, { sellerId, productId, version }, async (tx) => {
    const own = await checkOwnOtherProducts(
      tx,
      sellerId,
      productId,
      upsell.product_ids,
      (i) => `product_ids.${i}`,
    );
    return own.ok ? ok({ upsell }) : own;
  });
}
