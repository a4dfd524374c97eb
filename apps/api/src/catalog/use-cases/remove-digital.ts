import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { productDigitals } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { DIGITAL_FORMS, digitalsOf, type DigitalView } from "../files/digitals.ts";

/** Takes a file off a download; the file itself stays stored (orders and duplicates may use it). */
export async function removeDigital(
  deps: Deps,
  sellerId: number,
  productId: number,
  digitalId: number,
  version: number,
): Promise<Result<Edited<DigitalView[]>>> {
  return editProduct(deps, { sellerId, productId, version, forms: DIGITAL_FORMS }, async (tx) => {
    const removed = await tx
      .delete(productDigitals)
      .where(and(eq(productDigitals.id, digitalId), eq(productDigitals.productId, productId)))
      .returning({ id: productDigitals.id });
    if (removed.length === 0) return fail("NOT_FOUND");
    return ok(await digitalsOf(tx, deps.urlSigner, productId));
  });
}
