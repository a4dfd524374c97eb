import { PRODUCT_TRANSITIONS } from "@sellwerk/domain";
import type { Product } from "../../../api/catalogTypes.ts";
import type { ProductAction } from "../../../api/products.ts";

// Which of spec core §3's actions a product offers: the seller's transitions the domain's table
// allows in its state. An archived product is only unarchived (or copied); a live one is never
// archived.

const SELLER_TRANSITIONS = ["publish", "unpublish", "archive", "unarchive"] as const;

export function stateActions(product: Pick<Product, "state" | "archived">): ProductAction[] {
  const allowed = PRODUCT_TRANSITIONS[product.state] ?? {};
  const transitions = SELLER_TRANSITIONS.filter((action) => {
    if (!(action in allowed)) return false;
    return product.archived ? action === "unarchive" : action !== "unarchive";
  });
  return [...transitions, "duplicate"];
}

/** Actions asked about first: they take the product away from buyers. */
export const CONFIRMED_ACTIONS: readonly ProductAction[] = ["unpublish", "archive"];
