import { checkoutSettings } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { showPaymentSettings } from "../use-cases/show-payment-settings.ts";
import { savePaymentSettings } from "../use-cases/save-payment-settings.ts";
import { PAYMENT_SETTINGS_ACCESS } from "./access.ts";

const tags = ["cabinet", "payments"];
const path = `${API}/cabinet/payment_settings`;
const config = { access: PAYMENT_SETTINGS_ACCESS };

/** /cabinet/settings/payment_settings: the provider of each method choice, bank-wire details. */
export const paymentSettingsRoutes: RouteModule = (app, deps) => {
  app.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: "Method choices, bank-wire details and (read-only) feature flags",
        response: { 200: checkoutSettings.paymentSettingsEnvelope },
      },
    },
    async (req) => ({ payment_settings: await showPaymentSettings(deps, actingSeller(req)) }),
  );

  app.put(
    path,
    {
      config,
      schema: {
        tags,
        summary: "Route method choices to connected providers that support them (stale version: 409)",
        body: checkoutSettings.savePaymentSettingsBody,
        response: { 200: checkoutSettings.paymentSettingsEnvelope },
      },
    },
    async (req) => ({
      payment_settings: unwrap(await savePaymentSettings(deps, actingSeller(req), req.body)),
    }),
  );
};
