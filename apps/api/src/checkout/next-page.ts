import type { Deps } from "../platform/deps.ts";
import type { OrderRow } from "../orders/repository.ts";
import { nextUpsellOffer } from "./upsells.ts";

/** After a paid checkout: the next upsell offer not answered yet, else the success page. */
export async function nextPagePath(deps: Deps, order: OrderRow, username: string): Promise<string> {
  const offer = await nextUpsellOffer(deps, order);
  return offer ? `/s/${username}/payment/${order.token}/upsell` : `/s/${username}/payment/${order.token}`;
}
