import { billing } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { SELLER_ACCESS } from "../../catalog/index.ts";
import { listInvoices } from "../use-cases/list-invoices.ts";
import { openInvoicePdf } from "../use-cases/open-invoice-pdf.ts";
import { sendInvoicePdf } from "./send-pdf.ts";

const tags = ["cabinet", "invoices"];
const config = { access: SELLER_ACCESS };

/** The seller's invoices and reversals (credit memos): the list and each PDF. */
export const cabinetInvoiceRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/cabinet/invoices`,
    {
      config,
      schema: {
        tags,
        summary: "The seller's invoices and credit memos",
        querystring: billing.invoicesQuery,
        response: { 200: billing.invoicesAnswer },
      },
    },
    async (req) => listInvoices(deps, actingSeller(req), req.query),
  );

  app.get(
    `${API}/cabinet/invoices/:id/pdf`,
    {
      config,
      schema: {
        tags,
        summary: "An invoice or credit memo as PDF (the owning seller only)",
        params: billing.invoiceParams,
      },
    },
    async (req, reply) =>
      sendInvoicePdf(req, reply, await openInvoicePdf(deps, { sellerId: actingSeller(req) }, req.params.id)),
  );
};
