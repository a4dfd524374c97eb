import type { PublicOrder } from "../types.ts";

// Where an order stands for the buyer, from its payment state (spec two §4). Shared by the
// success page and the server (which redirects to the seller's success URL once paid).

export type OrderProgress = "paid" | "pending" | "bank_wire" | "failed";

const PAID = new Set(["paid", "paying"]);
const WAITING = new Set(["payment_waiting", "payment_pending"]);

export function orderProgress(order: PublicOrder): OrderProgress {
  if (PAID.has(order.payment_state)) return "paid";
  if (WAITING.has(order.payment_state)) return order.bank_wire ? "bank_wire" : "pending";
  return "failed";
}

/** The seller's own success page, once there is something to thank for. */
export function sellerSuccessUrl(order: PublicOrder): string | null {
  return order.success.kind === "url" && order.success.url && orderProgress(order) === "paid"
    ? order.success.url
    : null;
}
