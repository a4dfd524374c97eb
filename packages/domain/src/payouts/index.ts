export * from "./states.ts";
export * from "./schedule.ts";
export * from "./postings.ts";
export * from "./balance.ts";
export * from "./held-reasons.ts";
export * from "./fees.ts";
