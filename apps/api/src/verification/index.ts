// The verification context: the seller's legitimation (KYC) in steps, the documents and
// beneficial owners sent to the provider, the manager's review, and payout bank accounts
// (docs/verification.md).
export { getPayoutDestination, type PayoutDestination } from "./use-cases/get-payout-destination.ts";
export * from "./tables.ts";
