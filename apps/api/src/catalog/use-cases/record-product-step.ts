import type { catalog } from "@sellwerk/contracts";
import { PRODUCT_EDIT_STEPS, type ProductType } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { saveProduct } from "../product-save.ts";

/** The editor's resume point: the furthest step the seller has reached. */
export async function recordProductStep(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: { version: number; step: number },
): Promise<Result<catalog.Product>> {
  return saveProduct(deps, { sellerId, productId, version: input.version }, async (_tx, product) => {
    const count = PRODUCT_EDIT_STEPS[product.form as ProductType].length;
    if (input.step > count) return fieldFail("step", "too_high", { max: count });
    return ok({ lastStep: Math.max(product.lastStep, input.step) });
  });
}
