import { eq } from "drizzle-orm";
import {
  publishBlockers,
  transitionProduct,
  type ProductNotReadyReason,
  type ProductPublishingState,
  type ProductReviewState,
  type ProductTransitionAction,
} from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { fieldFail, fieldsFail, ok, type Result } from "../platform/result.ts";
import { loadProductCounts, productFacts } from "./product-facts.ts";
import type { ProductChanges } from "./product-save.ts";
import type { ProductRow } from "./repository.ts";
import type { SellerContext } from "./seller-context.ts";
import { productReviews, products } from "./tables.ts";

// Publishing and review through the domain's transition table (docs/product-lifecycle.md).

/** Where a publish blocker is fixed: the refusal names the editor step as the field. */
const BLOCKER_STEP: Partial<Record<ProductNotReadyReason, string>> = {
  no_pricing_plans: "checkout",
  no_active_pay_method: "checkout",
  no_digitals: "file_upload",
  no_active_events: "ticket_details",
  no_products: "products",
};

/** The decision recorded in product_reviews when a transition involves a review. */
const REVIEW_DECISIONS: Partial<Record<ProductTransitionAction, string>> = {
  approve: "approved",
  reject: "rejected",
  admin_unpublish: "unpublished",
};

export interface TransitionInput {
  action: ProductTransitionAction;
  now: Date;
  managerId?: number;
  /** Required by reject and admin_unpublish: the seller is told why. */
  reason?: string;
}

/**
 * Checks one lifecycle action on a product the caller holds locked, records the review decision,
 * and returns the product's column changes. Publishing a product with nothing to sell is refused
 * with each not-ready reason.
 */
export async function lifecycleChanges(
  tx: Executor,
  row: ProductRow,
  seller: SellerContext,
  input: TransitionInput,
): Promise<Result<ProductChanges>> {
  if (input.action === "publish" && !row.archived) {
    const counts = (await loadProductCounts(tx, [row.id], input.now)).get(row.id)!;
    const blockers = publishBlockers(productFacts(row, counts, seller));
    if (blockers.length)
      return fieldsFail(blockers.map((code) => ({ param: BLOCKER_STEP[code] ?? "product", code })));
  }
  const result = transitionProduct(
    row.state as ProductPublishingState,
    row.reviewState as ProductReviewState,
    input.action,
    {
      archived: row.archived,
      free: row.free,
      reviewRequired: seller.reviewRequired,
      sellerCanSell: seller.canSell,
    },
  );
  if (!result.ok) return fieldFail("state", result.error);
  const { next } = result;

  const submitted = next.state === "in_review" && row.state !== "in_review";
  const decision = submitted ? "submitted" : REVIEW_DECISIONS[input.action];
  if (decision)
    await tx.insert(productReviews).values({
      productId: row.id,
      managerId: input.managerId ?? null,
      decision,
      reason: input.reason ?? null,
      // The platform's clock, like reviewed_at: how long a review waits is measured on it.
      createdAt: input.now,
    });

  const decided = input.action === "approve" || input.action === "reject";
  return ok({
    state: next.state,
    reviewState: next.reviewState,
    archived: next.archived,
    // A new request or an approval clears the last reason; a rejection or take-down sets it.
    ...(submitted || input.action === "approve" ? { reviewReason: null } : {}),
    ...(input.reason ? { reviewReason: input.reason } : {}),
    ...(decided ? { reviewedAt: input.now } : {}),
  });
}

/** A product locked for a decision outside the editor (manager, registration completed). */
export async function lockProduct(tx: Executor, productId: number): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
  return row;
}
