import type { ProductPublishingState, ProductReviewState } from "../states/lists.ts";

// Product publishing and review (spec two §4 publishing states, spec core §4 review states).
// The specs list the states but not the transitions; this table is ours (docs/product-lifecycle.md).

export const PRODUCT_TRANSITION_ACTIONS = [
  "publish",
  "unpublish",
  "archive",
  "unarchive",
  "approve",
  "reject",
  "admin_unpublish",
] as const;
export type ProductTransitionAction = (typeof PRODUCT_TRANSITION_ACTIONS)[number];

/** Where an action leads; `go_live` is decided by the registration and review rules below. */
export type ProductTransitionTarget = ProductPublishingState | "go_live";

/**
 * Publishing state × action → target. A missing entry is a refused transition. Archiving keeps
 * the state (it is a flag on a product that is not live); unarchiving gives it back unchanged.
 */
export const PRODUCT_TRANSITIONS: Readonly<
  Record<ProductPublishingState, Partial<Record<ProductTransitionAction, ProductTransitionTarget>>>
> = {
  unpublished: { publish: "go_live", archive: "unpublished", unarchive: "unpublished" },
  // Waiting for the seller to finish registration; publishing again re-checks.
  publish_pending: { publish: "go_live", unpublish: "unpublished" },
  // Withdrawing from review is "revoked": the request was taken back before a decision.
  in_review: { unpublish: "revoked", approve: "go_live", reject: "rejected" },
  published: { unpublish: "unpublished", admin_unpublish: "admin_unpublished" },
  rejected: { publish: "go_live", archive: "rejected", unarchive: "rejected" },
  revoked: { publish: "go_live", archive: "revoked", unarchive: "revoked" },
  // A manager took it down: the seller may only ask for another review.
  admin_unpublished: { publish: "in_review", archive: "admin_unpublished", unarchive: "admin_unpublished" },
};

export interface ProductLifecycle {
  state: ProductPublishingState;
  reviewState: ProductReviewState;
  archived: boolean;
}

export interface ProductTransitionContext {
  archived: boolean;
  free: boolean;
  /** The seller's paid products go through a manager's review before they are published. */
  reviewRequired: boolean;
  /** The seller's registration is complete (spec core §3 canSell). */
  sellerCanSell: boolean;
}

export type ProductTransitionError = "invalid_transition" | "product_archived";
export type ProductTransitionResult =
  { ok: true; next: ProductLifecycle } | { ok: false; error: ProductTransitionError };

/** A paid product of a reviewed seller needs a manager's approval once; free products never do. */
export function productNeedsReview(
  ctx: Pick<ProductTransitionContext, "free" | "reviewRequired">,
  reviewState: ProductReviewState,
): boolean {
  return !ctx.free && ctx.reviewRequired && reviewState !== "reviewed";
}

/**
 * Going live: a paid product of a seller who cannot sell yet waits (publish_pending); one that
 * needs review goes to review; anything else is published. An approval skips the review step.
 */
function goLive(
  reviewState: ProductReviewState,
  ctx: ProductTransitionContext,
  approved: boolean,
): Omit<ProductLifecycle, "archived"> {
  const nextReview: ProductReviewState = approved ? "reviewed" : reviewState;
  if (!ctx.free && !ctx.sellerCanSell) return { state: "publish_pending", reviewState: nextReview };
  if (!approved && productNeedsReview(ctx, reviewState))
    return { state: "in_review", reviewState: "in_review" };
  if (nextReview === "reviewed") return { state: "published", reviewState: "reviewed" };
  return { state: "published", reviewState: ctx.free ? "free" : "not_for_review" };
}

function reviewStateAfter(
  action: ProductTransitionAction,
  target: ProductPublishingState,
  current: ProductReviewState,
): ProductReviewState {
  if (action === "reject") return "rejected";
  if (target === "in_review") return "in_review";
  // A withdrawn request leaves nothing decided.
  if (target === "revoked") return "not_for_review";
  return current;
}

/** The next publishing state, review state and archive flag, or why the action is refused. */
export function transitionProduct(
  state: ProductPublishingState,
  reviewState: ProductReviewState,
  action: ProductTransitionAction,
  ctx: ProductTransitionContext,
): ProductTransitionResult {
  // An archived product is parked: only unarchiving touches it.
  if (ctx.archived && action !== "unarchive") return { ok: false, error: "product_archived" };
  if (action === "unarchive" && !ctx.archived) return { ok: false, error: "invalid_transition" };
  const target = PRODUCT_TRANSITIONS[state][action];
  if (target === undefined) return { ok: false, error: "invalid_transition" };
  const archived = action === "archive" ? true : action === "unarchive" ? false : ctx.archived;
  if (target === "go_live")
    return { ok: true, next: { ...goLive(reviewState, ctx, action === "approve"), archived } };
  return {
    ok: true,
    next: { state: target, reviewState: reviewStateAfter(action, target, reviewState), archived },
  };
}
