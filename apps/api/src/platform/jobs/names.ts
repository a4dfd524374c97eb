// Job names shared between the context that enqueues and the one that works them, so neither
// imports the other: orders enqueue, billing and fulfilment define the workers.

/** { orderRateId }: issue the invoice of a paid rate (billing). */
export const ISSUE_INVOICE_JOB = "billing.issue-invoice";
/** { paymentId }: issue the credit memo of a refund or chargeback (billing). */
export const ISSUE_CREDIT_MEMO_JOB = "billing.issue-credit-memo";
/** { orderId }: deliver what an order bought, once its first payment succeeded (fulfilment). */
export const DELIVER_ORDER_JOB = "fulfilment.deliver";
/** { paymentId }: give back a charge the provider took after its attempt was given up (payments). */
export const REFUND_LATE_CHARGE_JOB = "payments.refund-late-charge";
/** { payoutId }: hand a pending payout to its provider (payouts). */
export const PAYOUT_SEND_JOB = "payouts.send";
/** { provider, providerRef, payoutId?, type: "payout.paid" | "payout.failed", code? }: a provider's payout result (payouts). */
export const PAYOUT_EVENT_JOB = "payouts.provider-event";
/** { exportId }: write an accounting export's DATEV file (accounting). */
export const ACCOUNTING_EXPORT_JOB = "accounting.generate-export";
/** { paymentIds } | { payoutId }: mail publishers their commissions of paid rates, or their payout (affiliates). */
export const PUBLISHER_MONEY_MAIL_JOB = "affiliates.publisher-money-mail";
