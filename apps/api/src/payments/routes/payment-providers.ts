import { checkoutSettings } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { listPaymentProviders } from "../use-cases/list-payment-providers.ts";
import { connectPaymentProvider } from "../use-cases/connect-payment-provider.ts";
import { disconnectPaymentProvider } from "../use-cases/disconnect-payment-provider.ts";
import { PAYMENT_SETTINGS_ACCESS } from "./access.ts";

const tags = ["cabinet", "payments"];
const base = `${API}/cabinet/payment_providers`;
const config = { access: PAYMENT_SETTINGS_ACCESS };

/** /cabinet/settings/payment_providers: connect, change and disconnect provider accounts. */
export const paymentProviderRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "Every provider: available, connected, masked settings (never a secret)",
        response: { 200: checkoutSettings.providerAccountsAnswer },
      },
    },
    async (req) => ({ list: await listPaymentProviders(deps, actingSeller(req)) }),
  );

  app.put(
    `${base}/:provider`,
    {
      config,
      schema: {
        tags,
        summary: "Connect a provider or change its credentials (secrets left empty stay)",
        params: checkoutSettings.providerParams,
        body: checkoutSettings.connectProviderBody,
        response: { 200: checkoutSettings.providerAccountEnvelope },
      },
    },
    async (req) => ({
      provider_account: unwrap(
        await connectPaymentProvider(deps, actingSeller(req), req.params.provider, req.body),
      ),
    }),
  );

  app.delete(
    `${base}/:provider`,
    {
      config,
      schema: {
        tags,
        summary: "Disconnect a provider (refused while a method is routed to it)",
        params: checkoutSettings.providerParams,
      },
    },
    async (req, reply) => {
      unwrap(await disconnectPaymentProvider(deps, actingSeller(req), req.params.provider));
      return reply.code(204).send();
    },
  );
};
