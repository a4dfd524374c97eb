import { eq } from "drizzle-orm";
import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { saveProduct } from "../product-save.ts";
import { trackingCodes } from "../tables.ts";

/** The advanced step: the tracking codes (replaced as a whole list) and the remaining settings. */
export async function saveProductAdvanced(
  deps: Deps,
  sellerId: number,
  productId: number,
  { version, tracking_codes, ...advanced }: catalog.AdvancedBody,
): Promise<Result<catalog.Product>> {
  return saveProduct(deps, { sellerId, productId, version }, async (tx) => {
    await tx.delete(trackingCodes).where(eq(trackingCodes.productId, productId));
    if (tracking_codes.length)
      await tx.insert(trackingCodes).values(
        tracking_codes.map((c) => ({
          productId,
          kind: c.kind,
          codeId: c.code_id,
          snippet: c.snippet,
          events: c.events,
          active: c.active,
        })),
      );
    return ok({ advanced });
  });
}
