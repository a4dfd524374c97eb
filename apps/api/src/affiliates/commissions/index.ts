// Commissions in the money path (docs/affiliates.md "Commissions"): what the orders context calls
// when a rate is paid, refunded or charged back.
export { rateCommissions, termsOf, type NewCommission, type RateCommissions } from "./rate-commissions.ts";
export { insertCommissions } from "./insert-commissions.ts";
export { clawBackCommissions } from "./claw-back-commissions.ts";
export { platformReferrersOf } from "./platform-referrers.ts";
export { recordPlatformReferral } from "./record-platform-referral.ts";
