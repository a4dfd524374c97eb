import { eq, sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import type { Result } from "../../platform/result.ts";
import { productDigitals } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { DIGITAL_FORMS, digitalsOf, type DigitalView } from "../files/digitals.ts";
import { checkDigitalFile, checkStamp } from "../files/digital-file.ts";

/** Adds an uploaded file to the end of a download's digitals. */
export async function addDigital(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: { version: number; file_id: number; stamp_pdf: boolean },
): Promise<Result<Edited<DigitalView[]>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: DIGITAL_FORMS },
    async (tx) => {
      const file = await checkDigitalFile(tx, sellerId, input.file_id);
      if (!file.ok) return file;
      const stamp = checkStamp(file.value, input.stamp_pdf);
      if (!stamp.ok) return stamp;
      await tx.insert(productDigitals).values({
        productId,
        fileId: input.file_id,
        stampPdf: input.stamp_pdf,
        // The product row is locked by editProduct, so two adds cannot take the same position.
        position: sql`(select coalesce(max(${productDigitals.position}) + 1, 0) from ${productDigitals} where ${eq(productDigitals.productId, productId)})`,
      });
      return { ok: true, value: await digitalsOf(tx, deps.urlSigner, productId) };
    },
  );
}
