import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { licenseKeys } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { LICENSE_KEY_FORMS, stockOf, type Stock } from "../license-keys/pool.ts";

/** Deletes available keys; a key reserved by a checkout or assigned to an order is never deleted. */
export async function removeLicenseKeys(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: { version: number; ids: number[] },
): Promise<Result<Edited<{ removed: number; stock: Stock }>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: LICENSE_KEY_FORMS },
    async (tx) => {
      const removed = await tx
        .delete(licenseKeys)
        .where(
          and(
            eq(licenseKeys.productId, productId),
            eq(licenseKeys.state, "available"),
            inArray(licenseKeys.id, input.ids),
          ),
        )
        .returning({ id: licenseKeys.id });
      return ok({ removed: removed.length, stock: await stockOf(tx, productId) });
    },
  );
}
