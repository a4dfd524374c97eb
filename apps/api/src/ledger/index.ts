export { postLedger, postLedgerMany, type PostingContext } from "./post.ts";
export { ledgerEntries } from "./tables.ts";
