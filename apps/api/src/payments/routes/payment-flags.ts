import { checkoutSettings } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { showPaymentFlags } from "../use-cases/show-payment-flags.ts";
import { savePaymentFlags } from "../use-cases/save-payment-flags.ts";

const tags = ["admin", "payments"];
const path = `${API}/admin/users/:id/payment_flags`;
const config = { access: ["manager"] as const };

/** The manager switches a seller's gated payment methods (spec two §6 feature flags). */
export const paymentFlagRoutes: RouteModule = (app, deps) => {
  app.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: "A seller's payment feature flags",
        params: checkoutSettings.userParams,
        response: { 200: checkoutSettings.paymentFlagsEnvelope },
      },
    },
    async (req) => ({ flags: unwrap(await showPaymentFlags(deps, req.params.id)) }),
  );

  app.put(
    path,
    {
      config,
      schema: {
        tags,
        summary: "Switch twint, klarna, mondu, klarna subscriptions (flags left out stay)",
        params: checkoutSettings.userParams,
        body: checkoutSettings.savePaymentFlagsBody,
        response: { 200: checkoutSettings.paymentFlagsEnvelope },
      },
    },
    async (req) => ({ flags: unwrap(await savePaymentFlags(deps, req.params.id, req.body)) }),
  );
};
