import type { RouteModule } from "../platform/http/route.ts";
import { paymentSettingRoutes } from "../payments/index.ts";
import { checkoutThemeRoutes } from "./routes/checkout-themes.ts";
import { couponRoutes } from "./routes/coupons.ts";

/**
 * The seller-side settings of the checkout (docs/api-checkout-settings.md): payment providers and
 * payment settings (owned by the payments context), checkout themes and coupons.
 */
export const checkoutSettingsRoutes: RouteModule = (app, deps) => {
  paymentSettingRoutes(app, deps);
  checkoutThemeRoutes(app, deps);
  couponRoutes(app, deps);
};
