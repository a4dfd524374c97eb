import { useLocation } from "react-router";
import { cabinetBaseOf } from "../cabinetPaths.ts";

// The orders screens live in the seller's cabinet and, for team members, in their own area
// (where requests carry X-Seller-Id): links stay inside the area they were opened in.

export function useOrderPaths() {
  const base = cabinetBaseOf(useLocation().pathname);
  return { list: `${base}/orders`, detail: (id: number) => `${base}/orders/${id}` };
}
