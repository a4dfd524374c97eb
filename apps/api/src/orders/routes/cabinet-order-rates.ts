import { orders } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { requestLocale } from "../../platform/http/locale.ts";
import { cabinetConfig } from "../../catalog/routes/part-route.ts";
import { listOrderRates } from "../use-cases/list-order-rates.ts";
import { exportOrderRates } from "../use-cases/export-order-rates.ts";
import { csvFormat } from "../../platform/http/csv.ts";

const tags = ["cabinet", "orders"];
const base = `${API}/cabinet/order_rates`;

/** /cabinet/order_rates (spec two §2): every rate of the seller's orders, and its CSV. */
export const cabinetOrderRateRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The seller's order rates with order, buyer, product and state (keyset pages)",
        querystring: orders.orderRatesQuery,
        response: { 200: orders.orderRatesAnswer },
      },
    },
    async (req) => listOrderRates(deps, actingSeller(req), req.query),
  );

  app.get(
    `${base}/export.csv`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The order rates list as CSV (streamed) with its filters; de: decimal comma and ';'",
        querystring: orders.orderRatesExportQuery,
      },
    },
    async (req, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="order_rates.csv"')
        .header("cache-control", "no-store")
        .send(exportOrderRates(deps, actingSeller(req), req.query, csvFormat(requestLocale(req)))),
  );
};
