import { useLocation } from "react-router";
import { cabinetBaseOf, type CabinetBase } from "../cabinetPaths.ts";

// The orders screens live in the seller's cabinet and, for team members, in their own area
// (where requests carry X-Seller-Id): links stay inside the area they were opened in.

export function orderPaths(base: CabinetBase) {
  return {
    list: `${base}/orders`,
    detail: (id: number) => `${base}/orders/${id}`,
    /**
     * The seller's payouts, which a transfer names. The team member area has no page for them (its
     * payout pages are the member's own money), so there a payout is named, not linked.
     */
    payouts: base === "/cabinet" ? "/cabinet/payouts" : null,
    /** A dunning claim's screen: the seller's cabinet has it, the team member area does not. */
    dunningClaim: base === "/cabinet" ? (id: number) => `/cabinet/dunning/${id}` : null,
  };
}

export function useOrderPaths() {
  return orderPaths(cabinetBaseOf(useLocation().pathname));
}
