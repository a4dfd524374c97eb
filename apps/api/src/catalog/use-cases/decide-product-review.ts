import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { lifecycleChanges, lockProduct } from "../lifecycle.ts";
import { touchProduct } from "../repository.ts";
import { loadSeller } from "../seller-context.ts";
import { productView } from "../views/product.ts";

export type ReviewDecision = "approve" | "reject" | "admin_unpublish";

/**
 * A manager's decision on a product: approve or reject one in review, or take a published one
 * down. Each decision is a product_reviews row; the product keeps the outcome and the reason the
 * seller sees. The version moves on, so an editor open on the old state is told to reload.
 */
export async function decideProductReview(
  deps: Deps,
  managerId: number,
  productId: number,
  decision: { action: ReviewDecision; reason?: string },
): Promise<Result<catalog.Product>> {
  const decided = await deps.db.transaction(async (tx) => {
    const row = await lockProduct(tx, productId);
    if (!row) return fail("NOT_FOUND");
    const seller = await loadSeller(tx, row.sellerId);
    const changes = await lifecycleChanges(tx, row, seller, {
      ...decision,
      managerId,
      now: deps.clock.now(),
    });
    if (!changes.ok) return changes;
    return touchProduct(tx, row.sellerId, row.id, row.version, changes.value);
  });
  if (!decided.ok) return decided;
  return ok(await productView(deps, deps.db, decided.value, { depth: "full", viewerIsPowerSeller: true }));
}
