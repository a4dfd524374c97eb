export { postLedger, postLedgerMany, type PostingContext } from "./post.ts";
export { earningCredit, ledgerEntries } from "./tables.ts";
