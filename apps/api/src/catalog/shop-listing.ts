import type { ProductRow } from "./repository.ts";

// Where buyers meet a seller's products: the public checkout address every published product
// shows in the cabinet, and which products the seller's shop page lists.

/** The public checkout page's path; the shop routes register the same pattern. */
export const checkoutPath = (username: string, slug: string) =>
  `/s/${encodeURIComponent(username.toLowerCase())}/${encodeURIComponent(slug)}`;

/** Buyers can open the product's checkout (the checkout's own rule, get-checkout-view.ts). */
export const isOnSale = (row: Pick<ProductRow, "state" | "archived">) =>
  row.state === "published" && !row.archived;
