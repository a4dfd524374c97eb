// The dunning context: claims for overdue order rates, their stages by the seller's schedule,
// reminder mails, the hand-over to a collection agency and its status file (docs/dunning.md).
import type { Deps } from "../platform/deps.ts";
import type { RouteModule } from "../platform/http/route.ts";
import { dunningSettingsRoutes } from "./routes/settings.ts";
import { dunningClaimRoutes } from "./routes/claims.ts";
import { dunningAgencyRoutes } from "./routes/agency.ts";
import { runDunning } from "./use-cases/run-dunning.ts";

export const dunningRoutes: RouteModule = (app, deps) => {
  dunningSettingsRoutes(app, deps);
  dunningClaimRoutes(app, deps);
  dunningAgencyRoutes(app, deps);
};

/** The ticker: workers run it periodically; any number at once is safe (docs/dunning.md). */
export function defineDunningJobs(deps: Deps): void {
  deps.jobs.every("dunning.tick", deps.config.billingTickSeconds, async () => {
    await runDunning(deps);
  });
}

export { runDunning };
// The claims CSV and its filters, for the export jobs (exports/lists.ts).
export { exportClaims } from "./use-cases/export-claims.ts";
export { claimsWhere } from "./use-cases/list-claims.ts";
export { sellerDunningViewer } from "./viewer.ts";
export * from "./tables.ts";
