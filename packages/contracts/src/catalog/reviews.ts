import { PRODUCT_REVIEW_STATES } from "@sellwerk/domain";
import { z, text } from "../zod.ts";
import { listQuery } from "../list.ts";
import { dateTime, recordId } from "../product-parts.ts";
import { product } from "./product.ts";

// The manager's product reviews (admin area): products waiting for a decision, approve, reject.

export const productReviewsQuery = listQuery(
  {
    // submitted_at: when the product last went to review, so the longest wait comes first.
    sortKeys: ["submitted_at", "id", "created_at", "updated_at"],
    defaultSortKey: "submitted_at",
    defaultSortDir: "asc",
    admin: true,
  },
  {
    review_state: z.enum(PRODUCT_REVIEW_STATES).default("in_review"),
    seller_id: recordId.optional(),
  },
);
export type ProductReviewsQuery = z.infer<typeof productReviewsQuery>;

export const reviewSeller = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  power_seller: z.boolean(),
});
export const productReview = z.object({
  product,
  seller: reviewSeller,
  /** When the product last went to review; null if it never did (e.g. taken down unreviewed). */
  submitted_at: dateTime.nullable(),
});
export type ProductReview = z.infer<typeof productReview>;

export const REVIEW_REASON_MIN = 3;
export const REVIEW_REASON_MAX = 500;
/** Rejecting or taking a product down tells the seller why. */
export const reviewReasonBody = z.object({ reason: text(REVIEW_REASON_MAX, REVIEW_REASON_MIN) });
export const reviewParams = z.object({ product_id: recordId });
