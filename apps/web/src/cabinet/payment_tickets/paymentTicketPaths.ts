import { useLocation } from "react-router";
import { cabinetBaseOf } from "../cabinetPaths.ts";

// Spec core §2: /cabinet/payment_tickets/overview (the door's check-in) and /details (the list).
export function usePaymentTicketPaths() {
  const base = cabinetBaseOf(useLocation().pathname);
  return { overview: `${base}/payment_tickets/overview`, details: `${base}/payment_tickets/details` };
}
