import { eq } from "drizzle-orm";
import type { catalog } from "@sellwerk/contracts";
import type { Tx } from "../../platform/db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { findSellerFiles } from "../file-refs.ts";
import { sanitizeRichText } from "../lesson-html.ts";
import { checkOwnCategories } from "../product-refs.ts";
import { saveProduct, type ProductChanges } from "../product-save.ts";
import type { ProductRow } from "../repository.ts";
import { slugTaken } from "../slugs.ts";
import { productCategoryLinks } from "../tables.ts";

/** Cover and banner must be the seller's own images uploaded for that purpose. */
async function checkImages(tx: Tx, sellerId: number, input: catalog.DetailsBody): Promise<Result<void>> {
  const wanted = [
    ["cover_file_id", input.cover_file_id, "cover"],
    ["banner_file_id", input.banner_file_id, "banner"],
  ] as const;
  const ids = wanted.flatMap(([, id]) => (typeof id === "number" ? [id] : []));
  const found = await findSellerFiles(tx, sellerId, ids);
  for (const [param, id, purpose] of wanted) {
    if (typeof id !== "number") continue;
    const file = found.get(id);
    if (!file) return fieldFail(param, "invalid_file");
    if (file.purpose !== purpose) return fieldFail(param, "file_type_mismatch");
  }
  return ok(undefined);
}

async function replaceCategories(tx: Tx, productId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, productId));
  if (ids.length)
    await tx
      .insert(productCategoryLinks)
      .values([...new Set(ids)].map((categoryId) => ({ productId, categoryId })));
}

/** Only the fields sent; an absent field keeps its value (null clears an image). */
function detailChanges(input: catalog.DetailsBody): ProductChanges {
  const changes: ProductChanges = {
    name: input.name,
    slug: input.slug,
    description: input.description === undefined ? undefined : sanitizeRichText(input.description),
    shortDescription: input.short_description,
    internalName: input.internal_name,
    costCenter: input.cost_center,
    contentLanguage: input.content_language,
    free: input.free,
    coverFileId: input.cover_file_id,
    bannerFileId: input.banner_file_id,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
}

/** The details step (PATCH): only the fields sent change; the description is stored sanitised. */
export async function updateProductDetails(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: catalog.DetailsBody,
): Promise<Result<catalog.Product>> {
  return saveProduct(
    deps,
    { sellerId, productId, version: input.version },
    async (tx, product: ProductRow) => {
      if (input.slug !== undefined && (await slugTaken(tx, sellerId, input.slug, product.id)))
        return fieldFail("slug", "already_exists");
      const images = await checkImages(tx, sellerId, input);
      if (!images.ok) return images;
      if (input.category_ids) {
        const own = await checkOwnCategories(tx, sellerId, input.category_ids, (i) => `category_ids.${i}`);
        if (!own.ok) return own;
        await replaceCategories(tx, product.id, input.category_ids);
      }
      return ok(detailChanges(input));
    },
  );
}
