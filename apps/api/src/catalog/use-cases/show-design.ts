import type { z } from "zod";
import type { designs } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnProductOf } from "../edit-product.ts";
import { fileRef } from "../file-refs.ts";
import { DESIGN_FORMS, designFiles, storedDesign } from "../product-designs.ts";

/** The design step's form: the design with its defaults, and the image it names. */
export async function showDesign(
  deps: Deps,
  sellerId: number,
  productId: number,
): Promise<Result<z.infer<typeof designs.designAnswer>>> {
  const product = await findOwnProductOf(deps, sellerId, productId, DESIGN_FORMS);
  if (!product) return fail("NOT_FOUND");
  const design = storedDesign(product);
  const files = await designFiles(deps.db, sellerId, design);
  return ok({ design, files: files.map((f) => fileRef(deps, f)), product_version: product.version });
}
