import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { sanitizeRichText } from "../lesson-html.ts";
import { saveProduct } from "../product-save.ts";

/** The pages step: success page (default, own URL, thank-you page), cancellation terms, terms. */
export async function saveProductPages(
  deps: Deps,
  sellerId: number,
  productId: number,
  { version, ...pages }: catalog.PagesBody,
): Promise<Result<catalog.Product>> {
  const stored = {
    ...pages,
    cancellation_terms: sanitizeRichText(pages.cancellation_terms),
    terms: sanitizeRichText(pages.terms),
  };
  return saveProduct(deps, { sellerId, productId, version }, async () => ok({ pages: stored }));
}
