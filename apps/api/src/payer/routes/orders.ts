import { checkout, payer } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { listPayerOrders } from "../use-cases/list-orders.ts";
import { listPayerSellers } from "../use-cases/list-sellers.ts";
import { showPayerOrder } from "../use-cases/show-order.ts";
import { PAYER_CONFIG } from "./access.ts";

const tags = ["payer"];

/** The buyer's own orders across sellers (the payer area's home and order page). */
export const payerOrderRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/payer/orders`,
    {
      config: PAYER_CONFIG,
      schema: {
        tags,
        summary: "The signed-in payer's orders, newest first (filters seller, state)",
        querystring: payer.payerOrdersQuery,
        response: { 200: payer.payerOrdersAnswer },
      },
    },
    async (req) => listPayerOrders(deps, currentUser(req).userId, req.query),
  );

  app.get(
    `${API}/payer/orders/:token`,
    {
      config: PAYER_CONFIG,
      schema: {
        tags,
        summary: "One of the payer's own orders with its rates (another payer's token is 404)",
        params: payer.payerOrderParams,
        response: { 200: checkout.publicOrder },
      },
    },
    async (req) =>
      unwrap(
        await showPayerOrder(deps, currentUser(req).userId, { token: req.params.token, locale: req.locale }),
      ),
  );

  app.get(
    `${API}/payer/sellers`,
    {
      config: PAYER_CONFIG,
      schema: {
        tags,
        summary: "The sellers the payer has orders with",
        response: { 200: payer.payerSellersAnswer },
      },
    },
    async (req) => ({ list: await listPayerSellers(deps, currentUser(req).userId) }),
  );
};
