import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnProductOf } from "../edit-product.ts";
import { DIGITAL_FORMS, digitalsOf, type DigitalView } from "../files/digitals.ts";

export async function listDigitals(
  deps: Deps,
  sellerId: number,
  productId: number,
): Promise<Result<{ list: DigitalView[]; product_version: number }>> {
  const product = await findOwnProductOf(deps, sellerId, productId, DIGITAL_FORMS);
  if (!product) return fail("NOT_FOUND");
  return ok({ list: await digitalsOf(deps.db, deps.urlSigner, productId), product_version: product.version });
}
