import type { catalog } from "@sellwerk/contracts";
import type { z } from "zod";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { insertWithFreeSlug } from "../slugs.ts";
import { productView } from "../views/product.ts";

/** A new, unpublished product of a type; its slug comes from its name, unique for the seller. */
export async function createProduct(
  deps: Deps,
  sellerId: number,
  input: z.infer<typeof catalog.createProductBody>,
): Promise<Result<catalog.Product>> {
  const row = await insertWithFreeSlug(deps.db, {
    sellerId,
    form: input.form,
    name: input.name,
    currency: input.currency,
  });
  return ok(await productView(deps, deps.db, row));
}
