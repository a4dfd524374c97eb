import type { FastifyRequest } from "fastify";
import { checkout, fulfilment, payer } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { listPayerOrders } from "../use-cases/list-orders.ts";
import { listPayerSellers } from "../use-cases/list-sellers.ts";
import { showPayerOrder } from "../use-cases/show-order.ts";
import { resendOrderDeliveries } from "../use-cases/resend-order-deliveries.ts";
import { PAYER_CONFIG } from "./access.ts";

const tags = ["payer"];

/**
 * Re-sending delivery mails, per order whoever asks: a few tries cover a lost mail, and nobody
 * can flood a buyer's inbox from the button. Keyed by the order, not the address, so switching
 * networks (another IP address) does not reset it.
 */
const RESEND_LIMIT = {
  rateLimit: {
    max: 3,
    timeWindow: 15 * 60_000,
    keyGenerator: (req: FastifyRequest) => `payer-resend:${(req.params as { token?: string }).token ?? ""}`,
  },
};

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

  app.post(
    `${API}/payer/orders/:token/deliveries/resend`,
    {
      config: { ...PAYER_CONFIG, ...RESEND_LIMIT },
      schema: {
        tags,
        summary: "Send an own order's delivery mails again (3 per order in 15 minutes)",
        params: payer.payerOrderParams,
        response: { 200: fulfilment.resendAnswer },
      },
    },
    async (req) => unwrap(await resendOrderDeliveries(deps, currentUser(req).userId, req.params.token)),
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
