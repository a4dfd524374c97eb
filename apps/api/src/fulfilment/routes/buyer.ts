import type { FastifyReply } from "fastify";
import { fulfilment } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError, unwrap } from "../../platform/http/errors.ts";
import { authLimit } from "../../platform/http/rate-limit.ts";
import { requestedRange, sendFile } from "../../platform/http/send-file.ts";
import { contentDisposition } from "../../platform/http/range.ts";
import { showDeliveries } from "../use-cases/show-deliveries.ts";
import { resendDeliveryMails } from "../use-cases/resend-delivery-mails.ts";
import { openDownload } from "../use-cases/open-download.ts";
import { countDownload } from "../use-cases/count-download.ts";
import { renderTicket } from "../use-cases/render-ticket.ts";
import { renderCertificate } from "../use-cases/render-certificate.ts";

// What an order gave, for the buyer (group `shop`, docs/fulfilment.md). Reached by the order's
// unguessable token like the other order pages; the payer area lists the same by sign-in.

const tags = ["shop", "fulfilment"];
const config = { access: "public" as const };

/** A document drawn for this buyer: shown in the browser, never cached or sent on as a referrer. */
function sendPdf(reply: FastifyReply, bytes: Uint8Array, filename: string): FastifyReply {
  return reply
    .type("application/pdf")
    .header("content-disposition", contentDisposition("inline", filename))
    .header("cache-control", "private, no-store")
    .header("referrer-policy", "no-referrer")
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
    .send(Buffer.from(bytes));
}

export const buyerDeliveryRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/shop/orders/:token/deliveries`,
    {
      config,
      schema: {
        tags,
        summary: "What the order delivered: signed downloads, tickets, license keys, certificates, access",
        params: fulfilment.orderTokenParams,
        response: { 200: fulfilment.deliveries },
      },
    },
    async (req, reply) => {
      const view = await showDeliveries(deps, req.params.token);
      if (!view) throw new AppError("NOT_FOUND");
      void reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
      return view;
    },
  );

  app.post(
    `${API}/shop/orders/:token/deliveries/resend`,
    {
      config: { ...config, ...authLimit(deps.config) },
      schema: {
        tags,
        summary: "Send the order's delivery mails again",
        params: fulfilment.orderTokenParams,
        response: { 200: fulfilment.resendAnswer },
      },
    },
    async (req) => unwrap(await resendDeliveryMails(deps, req.params.token)),
  );

  app.get(
    `${API}/shop/downloads/:order_id/:digital_id`,
    {
      config,
      schema: {
        tags,
        summary:
          "A signed, expiring download of an order's file (Range supported; counted once per download)",
        params: fulfilment.downloadParams,
        querystring: fulfilment.downloadQuery,
      },
    },
    async (req, reply) => {
      const { order_id: orderId, digital_id: digitalId } = req.params;
      const target = unwrap(await openDownload(deps, { orderId, digitalId, ...req.query }));
      const range = requestedRange(req, target);
      // A download manager's later ranges and a HEAD are parts of one download, not new ones.
      const fresh =
        req.method === "GET" && (range === undefined || (range !== "unsatisfiable" && range.start === 0));
      if (fresh && req.headers["if-none-match"] !== target.etag)
        await countDownload(deps, orderId, digitalId);
      void reply.header("referrer-policy", "no-referrer");
      return sendFile(req, reply, target, { download: true, cacheControl: "private, no-store" });
    },
  );

  app.get(
    `${API}/shop/orders/:token/tickets/:code.pdf`,
    {
      config,
      schema: {
        tags,
        summary: "One ticket of the order as PDF in the seller's design (QR code of its code)",
        params: fulfilment.ticketDocumentParams,
      },
    },
    async (req, reply) => {
      const pdf = unwrap(await renderTicket(deps, req.params.token, req.params.code));
      return sendPdf(reply, pdf, `ticket-${req.params.code}.pdf`);
    },
  );

  app.get(
    `${API}/shop/orders/:token/certificates/:serial.pdf`,
    {
      config,
      schema: {
        tags,
        summary: "The order's certificate as PDF in the seller's design",
        params: fulfilment.certificateDocumentParams,
      },
    },
    async (req, reply) => {
      const pdf = unwrap(await renderCertificate(deps, req.params.token, req.params.serial));
      return sendPdf(reply, pdf, `certificate-${req.params.serial}.pdf`);
    },
  );
};
