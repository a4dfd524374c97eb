// The billing context: invoices of paid order rates and credit memos (Storno) of refunds, their
// gap-free numbers per seller, the PDFs, and the lists for the seller and the buyer.
import type { RouteModule } from "../platform/http/route.ts";
import { cabinetInvoiceRoutes } from "./routes/cabinet-invoices.ts";
import { orderInvoiceRoutes } from "./routes/order-invoices.ts";
import { invoiceSettingsRoutes } from "./routes/invoice-settings.ts";

export const billingRoutes: RouteModule = (app, deps) => {
  cabinetInvoiceRoutes(app, deps);
  orderInvoiceRoutes(app, deps);
  invoiceSettingsRoutes(app, deps);
};

export { defineBillingJobs, runIssueInvoiceJob, runIssueCreditMemoJob } from "./jobs.ts";
export { issueInvoice } from "./use-cases/issue-invoice.ts";
export { issueCreditMemo, InvoiceNotIssuedYet } from "./use-cases/issue-credit-memo.ts";
export { applyDueVatChanges } from "./use-cases/apply-due-vat-changes.ts";
export { listOrderInvoices } from "./use-cases/list-order-invoices.ts";
export { pdfUrls } from "./views.ts";
// The invoices CSV and its filters, for the export jobs (exports/lists.ts).
export { exportInvoices } from "./use-cases/export-invoices.ts";
export { invoiceConditions } from "./use-cases/list-invoices.ts";
export { invoices } from "./tables.ts";
export { openInvoicePdf, type InvoiceReader } from "./use-cases/open-invoice-pdf.ts";
export { renderInvoicePdf } from "./documents/invoice-pdf.ts";
export type { InvoiceDocumentData, InvoiceRow } from "./snapshot.ts";
export * from "./tables.ts";
