// The orders context: orders (deals) and their rates, the recurring charges, expiry of unpaid
// checkouts, refunds and chargebacks.
import type { Deps } from "../platform/deps.ts";
import type { RouteModule } from "../platform/http/route.ts";
import { cabinetOrderRoutes } from "./routes/cabinet-orders.ts";
import { cabinetOrderListRoutes } from "./routes/cabinet-orders-list.ts";
import { cabinetOrderCsvSettingsRoutes } from "./routes/cabinet-order-csv-settings.ts";
import { cabinetOrderRateRoutes } from "./routes/cabinet-order-rates.ts";
import { testClockRoutes } from "./routes/test-clock.ts";
import { chargeDueRates, recoverStalledCharges } from "./use-cases/charge-due-rates.ts";
import { expireCheckouts } from "./use-cases/expire-checkouts.ts";

export const orderRoutes: RouteModule = (app, deps) => {
  cabinetOrderRoutes(app, deps);
  cabinetOrderCsvSettingsRoutes(app, deps);
  cabinetOrderListRoutes(app, deps);
  cabinetOrderRateRoutes(app, deps);
  testClockRoutes(app, deps);
};

/** Workers charge due rates, retry stalled charges and expire abandoned checkouts periodically. */
export function defineOrderJobs(deps: Deps): void {
  const tick = deps.config.billingTickSeconds;
  deps.jobs.every("orders.charge-due-rates", tick, async () => {
    await chargeDueRates(deps);
    await recoverStalledCharges(deps);
  });
  deps.jobs.every("orders.expire-checkouts", tick, async () => {
    await expireCheckouts(deps);
  });
}

export { chargeDueRates, recoverStalledCharges, expireCheckouts };
export * from "./tables.ts";
export { addOrderVat } from "./vat.ts";
// The list CSVs, for the exports context's jobs and schedules (issue 13).
export { ORDER_CSV_HEADER, exportOrders, type OrderCsvColumn } from "./use-cases/export-orders.ts";
export { exportOrderRates } from "./use-cases/export-order-rates.ts";
export { orderConditions } from "./use-cases/list-orders.ts";
export { orderRateConditions } from "./use-cases/list-order-rates.ts";
export { chosenOrderColumns } from "./csv-settings.ts";
