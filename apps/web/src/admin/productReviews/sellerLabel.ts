import type { ProductReview } from "../../api/catalogTypes.ts";

/** "Anna Schmidt (anna)", or the username alone. */
export function sellerLabel(seller: ProductReview["seller"]): string {
  const name = `${seller.firstName ?? ""} ${seller.lastName ?? ""}`.trim();
  return name ? `${name} (${seller.username})` : seller.username;
}
