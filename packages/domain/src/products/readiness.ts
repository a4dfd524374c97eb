import type { ProductNotReadyReason, ProductType } from "../constants/products.ts";
import type { ProductPublishingState, ProductReviewState } from "../states/lists.ts";
import { productNeedsReview } from "./lifecycle.ts";

// Why a product cannot be bought right now, and which of those reasons the product list shows
// as warnings (spec core §4 "Product not-ready reasons and list warnings").

/** What the rules need to know about a product and its seller; the API gathers it per page. */
export interface ProductFacts {
  form: ProductType;
  free: boolean;
  state: ProductPublishingState;
  reviewState: ProductReviewState;
  archived: boolean;
  limit: number | null;
  soldCount: number;
  reservedCount: number;
  hasAccessPassword: boolean;
  activePricingPlansCount: number;
  /** Spec core §3 anyPaymentMethodActive: the checkout offers a method (a free product needs none). */
  anyPaymentMethodActive: boolean;
  hasDigitals: boolean;
  activeTicketsCount: number;
  /** Products included in a bundle or membership (spec: productAddons). */
  productAddonsCount: number;
  sellerCanSell: boolean;
  sellerReviewRequired: boolean;
  /** License-key products: keys of the pool no checkout holds and no order was given. */
  licenseKeysAvailable: number;
  /** License-key products: a generator format is saved, so keys are made when the pool runs dry. */
  generatesLicenseKeys: boolean;
}

/** Only power sellers see these (spec core §4, §6). */
export const PRODUCT_REVIEW_REASONS = [
  "rejected",
  "not_valid",
  "on_review",
  "not_reviewed",
] as const satisfies readonly ProductNotReadyReason[];

/** Publishing is refused while one of these holds: the product would have nothing to sell. */
export const PUBLISH_BLOCKING_REASONS = [
  "no_active_pay_method",
  "no_pricing_plans",
  "no_active_events",
  "no_digitals",
  "no_products",
] as const satisfies readonly ProductNotReadyReason[];

/** Sold out: sold plus reserved at or above the limit (spec core §4); no limit never sells out. */
export function isSoldOut(limit: number | null | undefined, sold: number, reserved: number): boolean {
  return limit !== null && limit !== undefined && sold + reserved >= limit;
}

/**
 * A license-key product whose pool has no key left and nothing to generate more from cannot
 * deliver what it sells: it is sold out like a product at its limit.
 */
export function isKeyPoolEmpty(
  f: Pick<ProductFacts, "form" | "licenseKeysAvailable" | "generatesLicenseKeys">,
): boolean {
  return f.form === "license_key" && f.licenseKeysAvailable <= 0 && !f.generatesLicenseKeys;
}

/** Sold out for the buyer: the limit is reached, or a license-key pool is empty. */
export function isProductSoldOut(f: ProductFacts): boolean {
  return isSoldOut(f.limit, f.soldCount, f.reservedCount) || isKeyPoolEmpty(f);
}

const CONDITIONS: Record<ProductNotReadyReason, (f: ProductFacts) => boolean> = {
  // A manager took the product down.
  not_valid: (f) => f.state === "admin_unpublished",
  no_active_pay_method: (f) => !f.anyPaymentMethodActive,
  no_pricing_plans: (f) => f.activePricingPlansCount === 0,
  // The spec's "limit reached … and the product is sold out"; an empty key pool sells out too.
  limit_reached: isProductSoldOut,
  on_review: (f) => f.reviewState === "in_review",
  rejected: (f) => f.reviewState === "rejected",
  // Needs a review it has not had and is not waiting for.
  not_reviewed: (f) =>
    productNeedsReview({ free: f.free, reviewRequired: f.sellerReviewRequired }, f.reviewState) &&
    f.reviewState !== "in_review" &&
    f.reviewState !== "rejected",
  not_active: (f) => f.state !== "published",
  no_active_events: (f) => f.form === "event" && f.activeTicketsCount === 0,
  no_digitals: (f) => f.form === "download" && !f.hasDigitals,
  finish_registration: (f) => !f.sellerCanSell && !f.free,
  no_products: (f) => (f.form === "bundle" || f.form === "membership") && f.productAddonsCount === 0,
  is_archived: (f) => f.archived,
  has_access_password: (f) => f.hasAccessPassword,
};

const REASON_ORDER = Object.keys(CONDITIONS) as ProductNotReadyReason[];

/** Every reason that holds, in the spec's order. */
export function productNotReadyReasons(facts: ProductFacts): ProductNotReadyReason[] {
  return REASON_ORDER.filter((reason) => CONDITIONS[reason](facts));
}

function isReviewReason(reason: ProductNotReadyReason): boolean {
  return (PRODUCT_REVIEW_REASONS as readonly string[]).includes(reason);
}

/** The list's warnings for this viewer: the not-ready reasons, review ones for power sellers only. */
export function productListWarnings(
  facts: ProductFacts,
  { viewerIsPowerSeller }: { viewerIsPowerSeller: boolean },
): ProductNotReadyReason[] {
  const reasons = productNotReadyReasons(facts);
  return viewerIsPowerSeller ? reasons : reasons.filter((r) => !isReviewReason(r));
}

/** What stops publishing; empty when the product has something to sell. */
export function publishBlockers(facts: ProductFacts): ProductNotReadyReason[] {
  return productNotReadyReasons(facts).filter((r) =>
    (PUBLISH_BLOCKING_REASONS as readonly string[]).includes(r),
  );
}

/**
 * Spec core §4: sold via the shop only if canBeSoldViaShop holds and (the product is free or the
 * seller canSell). The product's own part: nothing stops a sale except the seller's registration
 * (and a review it may still be owed, which does not stop a product already published).
 */
export function canBeSoldViaShop(facts: ProductFacts): boolean {
  const productReady = productNotReadyReasons(facts).every(
    (r) => r === "finish_registration" || r === "not_reviewed",
  );
  return productReady && (facts.free || facts.sellerCanSell);
}
