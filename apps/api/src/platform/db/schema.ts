// Every table of every context, for drizzle-kit and the typed database handle.
export * from "./tables.ts";
export * from "../../identity/tables.ts";
export * from "../../notifications/tables.ts";
export * from "../../admin/tables.ts";
export * from "../../catalog/tables.ts";
export * from "../../checkout/tables.ts";
export * from "../../orders/tables.ts";
export * from "../../payments/tables.ts";
export * from "../../ledger/tables.ts";
export * from "../../billing/tables.ts";
export * from "../../fulfilment/tables.ts";
export * from "../../verification/tables.ts";
export * from "../../dunning/tables.ts";
export * from "../../payouts/tables.ts";
export * from "../../accounting/tables.ts";
export * from "../../affiliates/tables.ts";
export * from "../../exports/tables.ts";
