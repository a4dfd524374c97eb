import { fulfilment } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { SELLER_ACCESS } from "../../catalog/index.ts";
import { checkInTicket } from "../use-cases/check-in-ticket.ts";
import { listPaymentTickets } from "../use-cases/list-payment-tickets.ts";
import { exportPaymentTickets } from "../use-cases/export-payment-tickets.ts";
import { listTicketEvents } from "../use-cases/list-ticket-events.ts";

const tags = ["cabinet", "payment tickets"];
const config = { access: SELLER_ACCESS };
const base = `${API}/cabinet/payment_tickets`;

/** The seller's payment tickets (spec core §2, §3, §4): the door's check-in, the list and its CSV. */
export const paymentTicketRoutes: RouteModule = (app, deps) => {
  app.post(
    `${API}/cabinet/tickets/check_in`,
    {
      config,
      schema: {
        tags,
        summary: "Check a ticket in by its code (typed or scanned): used once, refusals explained",
        body: fulfilment.checkInBody,
        response: { 200: fulfilment.checkInAnswer },
      },
    },
    async (req) => checkInTicket(deps, actingSeller(req), req.body.code, req.locale),
  );

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "The seller's payment tickets, filtered by event, state and search",
        querystring: fulfilment.paymentTicketsQuery,
        response: { 200: fulfilment.paymentTicketsAnswer },
      },
    },
    async (req) => listPaymentTickets(deps, actingSeller(req), req.query),
  );

  app.get(
    `${base}/events`,
    {
      config,
      schema: {
        tags,
        summary: "The seller's events with their sold tickets (the list's event filter)",
        response: { 200: fulfilment.paymentTicketEvents },
      },
    },
    async (req) => listTicketEvents(deps, actingSeller(req)),
  );

  app.get(
    `${base}/export.csv`,
    {
      config,
      schema: {
        tags,
        summary: "The payment ticket CSV of spec core §3 (streamed), with the list's filters",
        querystring: fulfilment.paymentTicketsExportQuery,
      },
    },
    async (req, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="payment-tickets.csv"')
        .header("cache-control", "no-store")
        .send(exportPaymentTickets(deps, actingSeller(req), req.query)),
  );
};
