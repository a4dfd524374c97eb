// Self-billing credit memos (Gutschriften) of publishers' payouts (docs/affiliates.md "Commissions").
export { issueSelfBillingMemo, SELF_BILLING_VAT_BPS } from "./issue-self-billing-memo.ts";
export { openCreditMemo } from "./open-credit-memo.ts";
