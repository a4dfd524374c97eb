import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  renderShopPage,
  shopAssets,
  isStripeProvider,
  usesStripe,
  type RenderedShopPage,
  type ShopManifest,
  type ShopPageContent,
} from "../../../web/src/shop/server.tsx";
import type { Locale } from "@sellwerk/domain";
import type { Clock } from "../platform/clock.ts";

// The one door from the API to the buyer pages' React code (apps/web/src/shop, rendered here on
// the server). The Vite manifest of their browser build is read once: which hashed files each
// page loads. Without a build (tests, a fresh checkout) pages render without scripts.

export { orderProgress } from "../../../web/src/shop/server.tsx";

export interface ShopPages {
  /** The folder served under /shop-assets/, or null when the build is missing. */
  assetsDir: string | null;
  render(content: ShopPageContent, locale: Locale): RenderedShopPage & { stripe: boolean };
}

function readManifest(dir: string): ShopManifest | null {
  const file = path.join(dir, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ShopManifest) : null;
}

/**
 * `clock` is the server's: the pages compare due dates with "today", and those dates come from
 * the same clock (a test installation's moved one too), never the buyer's computer.
 */
export function shopPages(webDist: string, clock: Clock): ShopPages {
  const dir = path.join(webDist, "shop");
  const manifest = readManifest(dir);
  return {
    assetsDir: manifest ? dir : null,
    render(content, locale) {
      const rendered = renderShopPage({
        ...content,
        locale,
        assets: shopAssets(manifest, content.kind),
        now: clock.now().toISOString(),
      });
      const methods =
        content.kind === "checkout" ? content.view.methods : content.kind === "manage" ? content.methods : [];
      // A one-click upsell charged through Stripe may need Stripe.js for a 3-D Secure challenge.
      const upsellStripe = content.kind === "upsell" && isStripeProvider(content.order.payment_provider);
      return { ...rendered, stripe: upsellStripe || usesStripe(methods ?? []) };
    },
  };
}
