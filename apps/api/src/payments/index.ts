// The payments context: providers and their adapters, the seller's payment settings, payments.
import type { RouteModule } from "../platform/http/route.ts";
import { paymentProviderRoutes } from "./routes/payment-providers.ts";
import { paymentSettingsRoutes } from "./routes/payment-settings.ts";
import { paymentFlagRoutes } from "./routes/payment-flags.ts";

/** /cabinet/payment_providers, /cabinet/payment_settings and the manager's payment flags. */
export const paymentSettingRoutes: RouteModule = (app, deps) => {
  paymentProviderRoutes(app, deps);
  paymentSettingsRoutes(app, deps);
  paymentFlagRoutes(app, deps);
};

export { sellerPaymentSetup } from "./settings.ts";
export { platformOffers } from "./connectable.ts";
export { PAYMENT_SETTINGS_ACCESS } from "./routes/access.ts";
export { SecretBox, secretBoxFor } from "../platform/crypto/secret-box.ts";
export * from "./tables.ts";
