import type { Transfer } from "../../api/payouts.ts";

/** Transfer states in the spec's colours where it has one (paid out = successful). */
export const TRANSFER_BADGE_STATE: Record<Transfer["state"], string> = {
  pending: "payment_pending",
  available: "active",
  on_hold: "payment_waiting",
  paid_out: "successful",
};
