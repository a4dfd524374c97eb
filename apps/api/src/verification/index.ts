// The verification context: the seller's legitimation (KYC) in steps, the documents and
// beneficial owners sent to the provider, the manager's review, and payout bank accounts
// (docs/verification.md).
import type { RouteModule } from "../platform/http/route.ts";
import { cabinetLegitimationRoutes } from "./routes/cabinet-legitimation.ts";
import { cabinetBankAccountRoutes } from "./routes/cabinet-bank-accounts.ts";
import { adminVerificationRoutes } from "./routes/admin-verification.ts";

export const verificationRoutes: RouteModule = (app, deps) => {
  cabinetLegitimationRoutes(app, deps);
  cabinetBankAccountRoutes(app, deps);
  adminVerificationRoutes(app, deps);
};

export { defineVerificationJobs } from "./jobs.ts";
export { legitimationRoutes } from "./routes/cabinet-legitimation.ts";
export { bankAccountRoutes } from "./routes/cabinet-bank-accounts.ts";
export { getPayoutDestination, type PayoutDestination } from "./use-cases/get-payout-destination.ts";
export * from "./tables.ts";
