// Self-billing credit memos (Gutschriften) of publishers' payouts (docs/affiliates.md "Commissions").
export { issueSelfBillingMemo } from "./issue-self-billing-memo.ts";
export { openCreditMemo } from "./open-credit-memo.ts";
