// What happens to a buyer's access when a rate goes unpaid, as the seller chooses
// (/cabinet/settings/access, docs/fulfilment.md "Unpaid rates").

/** keep: access stays while dunning runs; suspend: it pauses after the grace days until paid. */
export const UNPAID_ACCESS_MODES = ["keep", "suspend"] as const;
export type UnpaidAccessMode = (typeof UNPAID_ACCESS_MODES)[number];

/** Grace before a suspension: none up to two months (a longer wait is what "keep" is for). */
export const ACCESS_GRACE_DAYS_MAX = 60;

const DAY_MS = 86_400_000;

/** When an order whose rate went unpaid at `unpaidSince` pauses, given the seller's grace days. */
export function unpaidPauseAt(unpaidSince: Date, graceDays: number): Date {
  return new Date(unpaidSince.getTime() + graceDays * DAY_MS);
}
