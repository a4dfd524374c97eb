import type { catalog, designs } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldFail, ok, type Result } from "../../platform/result.ts";
import { saveProduct } from "../product-save.ts";
import { checkFileUses } from "../file-refs.ts";
import { DESIGN_FORMS, designImageUse, designKindOf } from "../product-designs.ts";

/**
 * Saves a ticket or certificate design. Its kind must be the product's (a ticket design on a
 * certificate would never be printed), and its image must be one of the seller's images.
 */
export async function saveDesign(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: { version: number; design: designs.Design },
): Promise<Result<catalog.Product>> {
  return saveProduct(deps, { sellerId, productId, version: input.version }, async (tx, product) => {
    if (!(DESIGN_FORMS as readonly string[]).includes(product.form)) return fail("NOT_FOUND");
    if (designKindOf(product) !== input.design.kind) return fieldFail("design.kind", "invalid_value");
    const use = designImageUse(input.design);
    const checked = await checkFileUses(tx, sellerId, use ? [use] : []);
    if (!checked.ok) return checked;
    return ok({ design: input.design });
  });
}
