import { orders } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { cabinetConfig } from "../../catalog/routes/part-route.ts";
import { listOrders } from "../use-cases/list-orders.ts";
import { showOrder } from "../use-cases/show-order.ts";
// The file, not the context's index: the dunning context imports the orders context back.
import { dunningViewer } from "../../dunning/viewer.ts";
import { ORDER_CSV_HEADER, exportOrders } from "../use-cases/export-orders.ts";
import { chosenOrderColumns } from "../csv-settings.ts";
import { csvFormat } from "../../platform/http/csv.ts";
import { requestLocale } from "../../platform/http/locale.ts";

const tags = ["cabinet", "orders"];
const base = `${API}/cabinet/orders`;

/** The seller's orders screens: the list and one order with its rates and payment log. */
export const cabinetOrderListRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The seller's orders with their amounts and states (30 per page)",
        querystring: orders.ordersQuery,
        response: { 200: orders.ordersAnswer },
      },
    },
    async (req) => listOrders(deps, actingSeller(req), req.query),
  );

  app.get(
    `${base}/export.csv`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary:
          "The order CSV of spec two §3 (streamed) with the list's filters and search, in the seller's chosen columns; de: decimal comma and ';'",
        querystring: orders.ordersExportQuery,
      },
    },
    async (req, reply) => {
      const seller = actingSeller(req);
      const columns = await chosenOrderColumns(deps, seller, ORDER_CSV_HEADER);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="orders.csv"')
        .header("cache-control", "no-store")
        .send(exportOrders(deps, seller, req.query, columns, csvFormat(requestLocale(req))));
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary:
          "One order with rates, payment log, parties, invoices, commissions, transfers, dunning claims, upsells and what the seller may do",
        params: orders.orderParams,
        response: { 200: orders.orderEnvelope },
      },
    },
    async (req) => ({
      order: await showOrder(deps, actingSeller(req), req.params.id, await dunningViewer(deps, req)),
    }),
  );
};
