import { billing } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError } from "../../platform/http/errors.ts";
import { findOrderByToken } from "../../orders/repository.ts";
import { listOrderInvoices } from "../use-cases/list-order-invoices.ts";
import { openInvoicePdf } from "../use-cases/open-invoice-pdf.ts";
import { sendInvoicePdf } from "./send-pdf.ts";
import { pdfUrls } from "../views.ts";

// The buyer's invoices, reached like the rest of the order: by its unguessable token.

const tags = ["shop"];
const config = { access: "public" as const };

export const orderInvoiceRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/shop/orders/:token/invoices`,
    {
      config,
      schema: {
        tags,
        summary: "An order's invoices and credit memos",
        params: billing.orderInvoiceParams.pick({ token: true }),
        response: { 200: billing.orderInvoicesAnswer },
      },
    },
    async (req, reply) => {
      const order = await findOrderByToken(deps.db, req.params.token);
      if (!order) throw new AppError("NOT_FOUND");
      void reply.header("cache-control", "no-store");
      return { list: await listOrderInvoices(deps.db, order.id, (id) => pdfUrls.order(order.token, id)) };
    },
  );

  app.get(
    `${API}/shop/orders/:token/invoices/:id/pdf`,
    {
      config,
      schema: {
        tags,
        summary: "An invoice or credit memo of the order as PDF",
        params: billing.orderInvoiceParams,
      },
    },
    async (req, reply) =>
      sendInvoicePdf(req, reply, await openInvoicePdf(deps, { orderToken: req.params.token }, req.params.id)),
  );
};
