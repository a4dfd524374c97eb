import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { productDigitals } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { DIGITAL_FORMS, digitalsOf, type DigitalView } from "../files/digitals.ts";
import { checkDigitalFile, checkStamp } from "../files/digital-file.ts";
import { findOwnFile } from "../files/repository.ts";

/**
 * Replaces a digital's file (it keeps its place in the order) and/or switches PDF stamping.
 * The old file stays stored: a duplicate of the product or an earlier order may still use it.
 */
export async function updateDigital(
  deps: Deps,
  sellerId: number,
  productId: number,
  digitalId: number,
  input: { version: number; file_id?: number | undefined; stamp_pdf?: boolean | undefined },
): Promise<Result<Edited<DigitalView[]>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: DIGITAL_FORMS },
    async (tx) => {
      const [current] = await tx
        .select()
        .from(productDigitals)
        .where(and(eq(productDigitals.id, digitalId), eq(productDigitals.productId, productId)));
      if (!current) return fail("NOT_FOUND");
      const file =
        input.file_id === undefined
          ? ok((await findOwnFile(tx, sellerId, current.fileId))!)
          : await checkDigitalFile(tx, sellerId, input.file_id);
      if (!file.ok) return file;
      const stampPdf = input.stamp_pdf ?? current.stampPdf;
      // A replacement that is no PDF simply stops being stamped; asking for a stamp on it is refused.
      const stamp = checkStamp(file.value, input.stamp_pdf ?? false);
      if (!stamp.ok) return stamp;
      await tx
        .update(productDigitals)
        .set({ fileId: file.value.id, stampPdf: stampPdf && file.value.contentType === "application/pdf" })
        .where(eq(productDigitals.id, digitalId));
      return ok(await digitalsOf(tx, deps.urlSigner, productId));
    },
  );
}
