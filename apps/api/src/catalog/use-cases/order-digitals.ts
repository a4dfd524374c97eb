import { eq, inArray } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { productDigitals } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { positionByIndex, sameMembers } from "../ordering.ts";
import { DIGITAL_FORMS, digitalsOf, type DigitalView } from "../files/digitals.ts";

/** Puts a download's digitals in the given order; the list must name each of them exactly once. */
export async function orderDigitals(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: { version: number; ids: number[] },
): Promise<Result<Edited<DigitalView[]>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: DIGITAL_FORMS },
    async (tx) => {
      const stored = await tx
        .select({ id: productDigitals.id })
        .from(productDigitals)
        .where(eq(productDigitals.productId, productId));
      if (
        !sameMembers(
          input.ids,
          stored.map((r) => r.id),
        )
      )
        return fieldFail("ids", "order_mismatch");
      if (input.ids.length > 0) {
        await tx
          .update(productDigitals)
          .set({ position: positionByIndex(productDigitals.id, input.ids) })
          .where(inArray(productDigitals.id, input.ids));
      }
      return ok(await digitalsOf(tx, deps.urlSigner, productId));
    },
  );
}
