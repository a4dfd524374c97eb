import { billing } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { showInvoiceSettings } from "../use-cases/show-invoice-settings.ts";
import { saveInvoiceSettings } from "../use-cases/save-invoice-settings.ts";
import { scheduleVatChange } from "../use-cases/schedule-vat-change.ts";
import { cancelVatChange } from "../use-cases/cancel-vat-change.ts";
import { BILLING_SETTINGS_ACCESS } from "./access.ts";

const tags = ["cabinet", "invoices"];
const path = `${API}/cabinet/settings/invoices`;
const config = { access: BILLING_SETTINGS_ACCESS };
const response = { 200: billing.invoiceSettingsEnvelope };

/** /cabinet/settings/invoices: number formats with the next numbers, VAT settings and their pending change. */
export const invoiceSettingsRoutes: RouteModule = (app, deps) => {
  app.get(
    path,
    { config, schema: { tags, summary: "Invoice number formats and VAT settings", response } },
    async (req) => ({ invoice_settings: await showInvoiceSettings(deps, actingSeller(req)) }),
  );

  app.put(
    path,
    {
      config,
      schema: {
        tags,
        summary: "Save the invoice and credit memo number formats (issued documents keep their numbers)",
        body: billing.saveInvoiceSettingsBody,
        response,
      },
    },
    async (req) => ({ invoice_settings: await saveInvoiceSettings(deps, actingSeller(req), req.body) }),
  );

  app.put(
    `${path}/pending_vat_change`,
    {
      config,
      schema: {
        tags,
        summary: "Schedule new VAT settings from a later day on (replaces a pending change)",
        body: billing.scheduleVatChangeBody,
        response,
      },
    },
    async (req) => ({ invoice_settings: unwrap(await scheduleVatChange(deps, actingSeller(req), req.body)) }),
  );

  app.delete(
    `${path}/pending_vat_change`,
    {
      config,
      schema: { tags, summary: "Take back the pending VAT change while it is pending", response },
    },
    async (req) => ({ invoice_settings: unwrap(await cancelVatChange(deps, actingSeller(req))) }),
  );
};
