// The suspension of access while a rate is unpaid (docs/fulfilment.md "Unpaid rates"): its job,
// which rates count as owed, and what it holds back.

/** { orderId, orderRateId }: pause an order's access once its unpaid rate is past the grace days. */
export const PAUSE_UNPAID_ACCESS_JOB = "fulfilment.pause-unpaid-access";

export interface PauseUnpaidAccessData {
  orderId: number;
  orderRateId: number;
}

/** Rates owed and overdue: while one of an order's is in these states, a suspension holds. */
export const OWED_RATE_STATES: readonly string[] = ["unpaid", "debt"];

/**
 * What a suspension holds back: files, license keys, and the course areas of courses and
 * memberships. Tickets, certificates and services stay: a seat or a credential handed out on
 * paper cannot be paused reliably, and nothing was refunded.
 */
export const PAUSED_FORMS: readonly string[] = ["download", "license_key", "course", "membership"];
