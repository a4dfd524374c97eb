// The payouts context: balances from the ledger, payout settings, payouts through a provider,
// held reasons, the statement, transfers and the nightly reconciliation (docs/payouts.md).
import type { RouteModule } from "../platform/http/route.ts";
import { actingSeller } from "../platform/auth/access.ts";
import { SELLER_ACCESS } from "../catalog/index.ts";
import { PAYMENT_SETTINGS_ACCESS } from "../payments/index.ts";
import { sellerPayee } from "./payee.ts";
import { payeeRoutes } from "./routes/payee-routes.ts";
import { adminReconciliationRoutes } from "./routes/admin-reconciliations.ts";
import { teamMemberMoneyRoutes } from "./routes/team-member-payouts.ts";

const cabinetPayoutRoutes = payeeRoutes({
  prefix: "/cabinet",
  access: SELLER_ACCESS,
  // Moving the seller's money is the seller's and full team members' (as the payment settings
  // are), never a sales team member's, who sees the figures for their work.
  manageAccess: PAYMENT_SETTINGS_ACCESS,
  tag: "cabinet",
  payeeOf: (req) => sellerPayee(actingSeller(req)),
});

export const payoutRoutes: RouteModule = (app, deps) => {
  cabinetPayoutRoutes(app, deps);
  teamMemberMoneyRoutes(app, deps);
  adminReconciliationRoutes(app, deps);
};

export { definePayoutJobs, reconcileIfDue } from "./jobs.ts";
export { createPayout } from "./use-cases/create-payout.ts";
export { applyPayoutEvent } from "./use-cases/apply-payout-event.ts";
export { runScheduledPayouts } from "./use-cases/run-scheduled-payouts.ts";
export { reconcileLedger } from "./use-cases/reconcile-ledger.ts";
export { balancesOf } from "./balances.ts";
export { sellerPayee, publisherPayee, teamMemberPayee, payeeOf, type Payee } from "./payee.ts";
export { payeeRoutes } from "./routes/payee-routes.ts";
// The payouts, transfers and statement CSVs and their filters, for the export jobs (exports/lists.ts).
export { exportPayouts } from "./use-cases/export-payouts.ts";
export { payoutConditions } from "./use-cases/list-payouts.ts";
export { exportTransfers } from "./use-cases/export-transfers.ts";
export { transferConditions } from "./transfers.ts";
export { exportStatement } from "./use-cases/export-statement.ts";
export { statementConditions } from "./statement.ts";
export * from "./tables.ts";
