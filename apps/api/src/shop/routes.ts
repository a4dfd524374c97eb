import type { FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { z } from "zod";
import { isLocale, type Locale } from "@sellwerk/domain";
import { checkout } from "@sellwerk/contracts";
import type { RouteModule } from "../platform/http/route.ts";
import { defaultWebDist } from "../platform/paths.ts";
import { checkLimit } from "../platform/http/rate-limit.ts";
import {
  loadCheckoutView,
  loadPublicOrder,
  isPreviewSigned,
  loadSandboxPayment,
  sellerByUsername,
} from "../checkout/index.ts";
import { shopPageCsp, type FrameAncestors } from "./csp.ts";
import { shopPages, type ShopPages } from "./render.ts";
import { pageCache } from "./page-cache.ts";
import { encodedBody, sendEncoded, type EncodedBody } from "../platform/http/encoded-body.ts";
import { productCancellationTerms } from "./repository.ts";
import { loadDeliveries, verifyCertificate } from "../fulfilment/index.ts";
import { showSellerShop } from "../catalog/index.ts";
import { trackClick } from "../affiliates/attribution/track.ts";
import { mayFrameCheckout, mayFrameOrder } from "../affiliates/index.ts";

// The buyer pages as server-rendered HTML (DESIGN §2): each route runs its loader and renders
// the page in the buyer's language; unknown or foreign ids answer a 404 page, never JSON.
// Registered before the back-office's catch-all, which would otherwise answer index.html.

const ORDER_TOKEN = /^[\w-]{16,64}$/;

const params = {
  checkout: z.object({ username: z.string(), slug: z.string() }),
  order: z.object({ username: z.string(), token: z.string() }),
  seller: z.object({ username: z.string() }),
  sandbox: z.object({ username: z.string(), token: z.string(), challenge: z.string() }),
  certificate: z.object({ serial: z.string() }),
};
const query = z.object({
  locale: z.string().optional(),
  ct_id: z.string().optional(),
  preview: z.string().max(100).optional(),
  /** An embedded checkout (the embed script's frame): embed=1&item={embeddable item id}. */
  embed: z.string().max(8).optional(),
  item: z.string().max(20).optional(),
  /** An affiliate link straight to the checkout: the publisher's id (affiliates/attribution). */
  pid: z.string().max(20).optional(),
});

/** A query's id, or undefined for anything that is not one. */
function positiveId(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** ?locale=de wins; else the request's language (Accept-Language), else English. */
function pageLocale(req: FastifyRequest & { query: z.infer<typeof query> }): Locale {
  const wanted = req.query.locale?.slice(0, 2).toLowerCase();
  return wanted && isLocale(wanted) ? wanted : req.locale;
}

type Cache = "no-store" | "no-cache";
type ShopPage = ReturnType<ShopPages["render"]>;
type CheckoutView = NonNullable<Awaited<ReturnType<typeof loadCheckoutView>>>;

function send(
  reply: FastifyReply,
  page: ShopPage,
  cache: Cache,
  options: { framedBy?: FrameAncestors; shared?: { req: FastifyRequest; body: EncodedBody } } = {},
): FastifyReply {
  void reply.header("cache-control", cache);
  if (page.redirect) return reply.redirect(page.redirect, 303);
  // Order pages carry their secret in the URL: it must not leak to other sites as a referrer.
  if (cache === "no-store") void reply.header("referrer-policy", "no-referrer");
  // The CSP's frame-ancestors decides; the older header would forbid any other site's frame.
  if (options.framedBy === "anyone") void reply.removeHeader("x-frame-options");
  void reply
    .code(page.status)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", shopPageCsp({ ...page, framedBy: options.framedBy ?? "none" }));
  // A page many buyers get alike goes out compressed once, not per answer.
  return options.shared ? sendEncoded(options.shared.req, reply, options.shared.body) : reply.send(page.html);
}

export const shopPageRoutes: RouteModule = (app, deps) => {
  const pages = shopPages(deps.config.webDist ?? defaultWebDist, deps.clock);
  const assetsDir = pages.assetsDir;
  if (assetsDir)
    void app.register(
      async (scope) => {
        // A missing file is a plain 404 here, not the back-office's index.html (its catch-all).
        scope.setNotFoundHandler((_req, reply) => reply.code(404).type("text/plain").send("Not found"));
        await scope.register(fastifyStatic, {
          root: assetsDir,
          decorateReply: false,
          index: false,
          // The build wrote .br and .gz next to each file (apps/web/vite-precompress.ts).
          preCompressed: true,
          // The manifest is for the server; browsers only get the built files.
          allowedPath: (pathName) => !pathName.startsWith("/.vite"),
          // Names carry a content hash: a new build means new URLs.
          setHeaders: (res) => void res.header("cache-control", "public, max-age=31536000, immutable"),
        });
      },
      { prefix: "/shop-assets" },
    );

  const config = { access: "public" as const };
  const schema = <P extends z.ZodType>(p: P) => ({ hide: true, params: p, querystring: query });
  const notFound = (reply: FastifyReply, locale: Locale, cache: Cache = "no-store") =>
    send(reply, pages.render({ kind: "not_found" }, locale), cache);

  // The seller's shop page; anyone who is not a seller gets the 404 page (not the back-office's).
  app.get("/s/:username", { config, schema: schema(params.seller) }, async (req, reply) => {
    const locale = pageLocale(req);
    const shop = await showSellerShop(deps, req.params.username);
    if (!shop) return notFound(reply, locale, "no-cache");
    return send(reply, pages.render({ kind: "seller_shop", shop }, locale), "no-cache");
  });

  // The page as every buyer gets it (a preview is the seller's own and never shared; a page not
  // found is not kept, so a product published a moment later shows at once).
  const checkoutPages = pageCache<{ view: CheckoutView; page: ShopPage; body: EncodedBody } | null>(
    deps.config.checkoutPageCacheMs,
    { keep: (shown) => shown !== null },
  );
  const checkoutPage = (p: { username: string; slug: string }, locale: Locale, preview: boolean) => {
    const make = async () => {
      const view = await loadCheckoutView(deps, { ...p, locale, preview });
      if (!view) return null;
      const page = pages.render({ kind: "checkout", view }, locale);
      return { view, page, body: encodedBody(page.html) };
    };
    return preview ? make() : checkoutPages.get(`${p.username.toLowerCase()}/${p.slug}/${locale}`, make);
  };

  app.get("/s/:username/:slug", { config, schema: schema(params.checkout) }, async (req, reply) => {
    const locale = pageLocale(req);
    const signature = req.query.preview;
    const preview = signature !== undefined;
    if (preview && !isPreviewSigned(deps.urlSigner, req.params.username, req.params.slug, signature))
      return notFound(reply, locale);
    const shown = await checkoutPage(req.params, locale, preview);
    if (!shown) return notFound(reply, locale, "no-cache");
    const { view, page, body } = shown;
    if (preview) void reply.header("x-robots-tag", "noindex");
    const publisherId = positiveId(req.query.pid);
    if (publisherId && !preview)
      await trackClick(deps, req, reply, {
        publisherId,
        productId: view.product.id,
        embeddableItemId: positiveId(req.query.item),
      });
    const framedBy: FrameAncestors = preview
      ? "cabinet"
      : (await mayFrameCheckout(deps, { ...req.params, ...req.query }))
        ? "anyone"
        : "none";
    return send(reply, page, preview ? "no-store" : "no-cache", { framedBy, shared: { req, body } });
  });

  /** An embedded checkout's order keeps its pages in the frame (success, 3-D Secure, upsell). */
  const orderFrame = async (token: string): Promise<FrameAncestors> =>
    (await mayFrameOrder(deps, token)) ? "anyone" : "none";

  /** The order behind the token, when it belongs to the seller the URL names. */
  const orderOf = async (p: z.infer<typeof params.order>, locale: Locale) => {
    if (!ORDER_TOKEN.test(p.token)) return null;
    const order = await loadPublicOrder(deps, { token: p.token, locale });
    return order && order.seller.username === p.username.toLowerCase() ? order : null;
  };

  app.get("/s/:username/payment/:token", { config, schema: schema(params.order) }, async (req, reply) => {
    const locale = pageLocale(req);
    const order = await orderOf(req.params, locale);
    if (!order) return notFound(reply, locale);
    return send(reply, pages.render({ kind: "success", order }, locale), "no-store", {
      framedBy: await orderFrame(req.params.token),
    });
  });

  app.get(
    "/s/:username/payment/:token/upsell",
    { config, schema: schema(params.order) },
    async (req, reply) => {
      const locale = pageLocale(req);
      const order = await orderOf(req.params, locale);
      if (!order) return notFound(reply, locale);
      return send(reply, pages.render({ kind: "upsell", order }, locale), "no-store", {
        framedBy: await orderFrame(req.params.token),
      });
    },
  );

  app.get(
    "/s/:username/payment/:token/manage",
    { config, schema: schema(params.order) },
    async (req, reply) => {
      const locale = pageLocale(req);
      const order = await orderOf(req.params, locale);
      if (!order) return notFound(reply, locale);
      // The same methods as the product's checkout, for the "change payment method" form.
      const view = await loadCheckoutView(deps, {
        username: req.params.username,
        slug: order.product.slug,
        locale,
      });
      return send(
        reply,
        pages.render({ kind: "manage", order, methods: view?.methods ?? [] }, locale),
        "no-store",
      );
    },
  );

  app.get(
    "/s/:username/payment/:token/deliveries",
    { config, schema: schema(params.order) },
    async (req, reply) => {
      const locale = pageLocale(req);
      const deliveries = ORDER_TOKEN.test(req.params.token)
        ? await loadDeliveries(deps, req.params.token)
        : null;
      if (!deliveries || deliveries.order.seller.username !== req.params.username.toLowerCase())
        return notFound(reply, locale);
      return send(reply, pages.render({ kind: "deliveries", deliveries }, locale), "no-store");
    },
  );

  // A certificate's public check, printed on it as a link; the holder shows it to whoever asks.
  app.get(
    "/certificates/:serial",
    { config: { ...config, ...checkLimit(deps.config) }, schema: schema(params.certificate) },
    async (req, reply) => {
      const locale = pageLocale(req);
      const certificate =
        req.params.serial.length <= 64 ? await verifyCertificate(deps, req.params.serial) : null;
      if (!certificate) return notFound(reply, locale, "no-cache");
      return send(reply, pages.render({ kind: "certificate", certificate }, locale), "no-cache");
    },
  );

  // Under the order's page: only whoever holds the order's token can answer its challenge.
  app.get(
    "/s/:username/payment/:token/sandbox/:challenge",
    { config, schema: schema(params.sandbox) },
    async (req, reply) => {
      const locale = pageLocale(req);
      const order = await orderOf(req.params, locale);
      const found = order ? checkout.sandboxChallengeParams.safeParse(req.params) : null;
      const payment = found?.success ? await loadSandboxPayment(deps, found.data) : null;
      if (!payment) return notFound(reply, locale);
      return send(reply, pages.render({ kind: "sandbox", payment }, locale), "no-store", {
        framedBy: await orderFrame(req.params.token),
      });
    },
  );

  app.get(
    "/s/:username/document/cancellation_terms",
    { config, schema: schema(params.seller) },
    async (req, reply) => {
      const locale = pageLocale(req);
      const seller = await sellerByUsername(deps.db, req.params.username);
      if (!seller) return notFound(reply, locale, "no-cache");
      const productId = Number(req.query.ct_id);
      const product =
        Number.isSafeInteger(productId) && productId > 0
          ? await productCancellationTerms(deps.db, seller.id, productId)
          : null;
      const terms = {
        seller_name: seller.name,
        product_name: product?.name ?? null,
        html: product?.html || null,
      };
      return send(reply, pages.render({ kind: "cancellation_terms", terms }, locale), "no-cache");
    },
  );
};
