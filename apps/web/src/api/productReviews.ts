import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import type { Product } from "./catalogTypes.ts";

// A manager's decision on a product waiting for review (docs/api-catalog.md, admin).

export const PRODUCT_REVIEWS_PATH = "/admin/product_reviews";

export type ReviewDecision =
  | { productId: number; decision: "approve" }
  | {
      productId: number;
      decision: "reject";
      reason: string;
    };

export function useReviewDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewDecision) =>
      api
        .post<{ product: Product }>(
          `${PRODUCT_REVIEWS_PATH}/${input.productId}/${input.decision}`,
          input.decision === "reject" ? { reason: input.reason } : undefined,
          { suppressErrors: true },
        )
        .then((r) => r.product),
    onSuccess: () => client.invalidateQueries({ queryKey: [PRODUCT_REVIEWS_PATH] }),
  });
}
