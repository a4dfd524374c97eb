import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { LICENSE_KEY_FORMS, rememberFormat } from "../license-keys/pool.ts";

/** Remembers the generator format (already checked by the schema) in the product's type settings. */
export async function saveLicenseKeyFormat(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: { version: number; format: string },
): Promise<Result<Edited<string>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: LICENSE_KEY_FORMS },
    async (tx) => {
      await rememberFormat(tx, productId, input.format);
      return ok(input.format);
    },
  );
}
