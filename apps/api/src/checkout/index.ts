// The checkout context: the buyer's checkout page data, quotes, starting and paying checkouts,
// upsells, the buyer's order pages; and the seller's checkout themes and coupons.
import type { RouteModule } from "../platform/http/route.ts";
import { shopRoutes } from "./routes/shop.ts";

export const checkoutRoutes: RouteModule = (app, deps) => {
  shopRoutes(app, deps);
};

export { checkoutSettingsRoutes } from "./settings-routes.ts";
export { checkoutThemeFor } from "./themes.ts";
export { getCheckoutView as loadCheckoutView } from "./use-cases/get-checkout-view.ts";
export { getPublicOrder as loadPublicOrder } from "./use-cases/get-public-order.ts";
export { loadSandboxPayment } from "./use-cases/sandbox-payment.ts";
export { sellerByUsername } from "./sellers.ts";
export { previewUrl, isPreviewSigned } from "./preview-link.ts";
