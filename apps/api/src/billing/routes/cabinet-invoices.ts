import { billing } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError, unwrap } from "../../platform/http/errors.ts";
import { idempotent } from "../../platform/http/idempotency.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { SELLER_ACCESS } from "../../catalog/index.ts";
import { listInvoices } from "../use-cases/list-invoices.ts";
import { exportInvoices } from "../use-cases/export-invoices.ts";
import { openInvoicePdf } from "../use-cases/open-invoice-pdf.ts";
import { showInvoice } from "../use-cases/show-invoice.ts";
import { correctInvoice } from "../use-cases/correct-invoice.ts";
import { sendInvoicePdf } from "./send-pdf.ts";

const tags = ["cabinet", "invoices"];
const config = { access: SELLER_ACCESS };

/** The seller's invoices and reversals (credit memos): the list, each document and its PDF, corrections. */
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
    `${API}/cabinet/invoices/export.csv`,
    {
      config,
      schema: {
        tags,
        summary: "The invoices and credit memos as CSV with the list's filters (streamed)",
        querystring: billing.invoicesExportQuery,
      },
    },
    async (req, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="invoices.csv"')
        .header("cache-control", "no-store")
        .send(exportInvoices(deps, actingSeller(req), req.query)),
  );

  app.get(
    `${API}/cabinet/invoices/:id`,
    {
      config,
      schema: {
        tags,
        summary: "One invoice or credit memo with its buyer (the owning seller only)",
        params: billing.invoiceParams,
        response: { 200: billing.invoiceDetailEnvelope },
      },
    },
    async (req) => {
      const invoice = await showInvoice(deps, actingSeller(req), req.params.id);
      if (!invoice) throw new AppError("NOT_FOUND");
      return { invoice };
    },
  );

  app.post(
    `${API}/cabinet/invoices/:id/correction`,
    {
      config,
      schema: {
        tags,
        summary:
          "Correct an invoice's buyer: a credit memo cancels it and a corrected invoice replaces it (Idempotency-Key)",
        params: billing.invoiceParams,
        body: billing.correctInvoiceBody,
        response: { 201: billing.invoiceCorrection },
      },
    },
    async (req, reply) => {
      const seller = actingSeller(req);
      return idempotent(
        deps,
        req,
        reply,
        `seller:${seller}`,
        async () => unwrap(await correctInvoice(deps, seller, req.params.id, req.body.buyer)),
        201,
      );
    },
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
