export { postLedger, type PostingContext } from "./post.ts";
export { ledgerEntries } from "./tables.ts";
