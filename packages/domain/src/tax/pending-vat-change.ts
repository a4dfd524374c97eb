import type { PENDING_VAT_CHANGE_STATES } from "../states/lists.ts";
import type { SellerVat } from "./vat.ts";

// A seller's change of VAT settings (VAT payer, exemption, VAT id) waits as a pending VAT change
// (spec core §4: pending, in_process) until its date, so invoices already issued and sales up to
// that day keep the settings they were made under. The list itself lives in states/lists.ts.

export type PendingVatChangeState = (typeof PENDING_VAT_CHANGE_STATES)[number];

export interface PendingVatChange<T = SellerVat> {
  /** The first moment the new settings apply. */
  effectiveFrom: Date;
  settings: T;
}

/**
 * The VAT settings that apply at `at`: the pending change's from its `effectiveFrom` on
 * (inclusive), the current ones before it or when nothing is pending.
 */
export function vatSettingsAt<T = SellerVat>(current: T, pending: PendingVatChange<T> | null, at: Date): T {
  if (Number.isNaN(at.getTime())) throw new RangeError("at must be a valid date");
  if (pending === null) return current;
  if (Number.isNaN(pending.effectiveFrom.getTime()))
    throw new RangeError("effectiveFrom must be a valid date");
  return at.getTime() >= pending.effectiveFrom.getTime() ? pending.settings : current;
}
