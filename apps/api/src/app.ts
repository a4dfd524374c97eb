import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import formbody from "@fastify/formbody";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Locale } from "@sellwerk/domain";
import type { Deps } from "./platform/deps.ts";
import { installErrorHandler } from "./platform/http/error-handler.ts";
import { installInputGuard } from "./platform/http/input-guard.ts";
import { installCompression } from "./platform/http/compression.ts";
import { installLoadShedding } from "./platform/http/load-shedding.ts";
import { requestLocale } from "./platform/http/locale.ts";
import { installRateLimit } from "./platform/http/rate-limit.ts";
import { installSecurityHeaders } from "./platform/http/security.ts";
import { installOpenApi } from "./platform/http/openapi.ts";
import { installWebApp } from "./platform/http/spa.ts";
import { collectRoutes, installAccessControl, type RouteRecord } from "./platform/auth/access.ts";
import { defaultWebDist } from "./platform/paths.ts";
import type { RouteModule } from "./platform/http/route.ts";
import { identityRoutes, createAuthenticator } from "./identity/index.ts";
import { emailLogRoutes } from "./notifications/index.ts";
import { adminRoutes, recordAdminAction } from "./admin/index.ts";
import { cookieConsentRoutes } from "./builder/index.ts";
import { catalogRoutes } from "./catalog/index.ts";
import { checkoutRoutes, checkoutSettingsRoutes } from "./checkout/index.ts";
import { orderRoutes } from "./orders/index.ts";
import { webhookRoutes } from "./payments/routes/webhooks.ts";
import { eWalletNotificationRoutes } from "./payments/providers/e-wallet/routes.ts";
import { bankAccountHookRoutes } from "./payments/providers/bank-account/routes.ts";
import { shopPageRoutes } from "./shop/index.ts";
import { payerRoutes } from "./payer/index.ts";
import { billingRoutes } from "./billing/index.ts";
import { fulfilmentRoutes } from "./fulfilment/index.ts";
import { statisticsRoutes } from "./statistics/index.ts";
import { dunningRoutes } from "./dunning/index.ts";
import { payoutRoutes } from "./payouts/index.ts";
import { verificationRoutes } from "./verification/index.ts";
import { accountingRoutes } from "./accounting/index.ts";
import { exportRoutes } from "./exports/index.ts";
import { affiliateRoutes } from "./affiliates/index.ts";

declare module "fastify" {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** Every context's routes; a new context adds its module here. */
const routeModules: RouteModule[] = [
  identityRoutes,
  emailLogRoutes,
  adminRoutes,
  cookieConsentRoutes,
  catalogRoutes,
  checkoutSettingsRoutes,
  checkoutRoutes,
  orderRoutes,
  billingRoutes,
  fulfilmentRoutes,
  statisticsRoutes,
  dunningRoutes,
  payoutRoutes,
  verificationRoutes,
  accountingRoutes,
  exportRoutes,
  affiliateRoutes,
  webhookRoutes,
  eWalletNotificationRoutes,
  bankAccountHookRoutes,
  // Before the shop pages: it answers /s/:username/sign_in, which their /s/:username/:slug would take.
  payerRoutes,
  // Server-rendered buyer pages; like every module, before installWebApp's catch-all below.
  shopPageRoutes,
];

export interface BuiltApp {
  app: FastifyInstance;
  routes: RouteRecord[];
}

/** The HTTP application over ready platform services (used by main.ts and by the tests). */
export async function buildApp(deps: Deps, options: { serveWeb?: boolean } = {}): Promise<BuiltApp> {
  const app = Fastify({
    loggerInstance: deps.log,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RouteRecord[] = [];
  collectRoutes(app, routes);
  app.decorateRequest("locale", "en");
  app.addHook("onRequest", async (req, reply) => {
    req.locale = requestLocale(req);
    void reply.header("x-request-id", req.id);
  });

  installErrorHandler(app);
  // Before every route and hook that does work: a shed request does nothing else.
  await installLoadShedding(app, deps.config);
  installInputGuard(app);
  // Before the routes: it attaches itself to each route as it is added.
  await installCompression(app);
  await installSecurityHeaders(app);
  await installRateLimit(app, deps);
  await app.register(formbody);
  await installOpenApi(app);
  installAccessControl(
    app,
    deps.tokens,
    createAuthenticator(deps, (entry) => recordAdminAction(deps, entry)),
    deps.urlSigner,
  );

  app.get("/healthz", { logLevel: "warn" }, async () => ({ status: "ok" }));
  app.get("/readyz", { logLevel: "warn" }, async (_req, reply) => {
    try {
      await deps.database.ping();
      if (!deps.jobs.isStarted) throw new Error("job queue not started");
      // Backlog per queue (README, "Scaling out"): a growing `waiting` or `oldest_waiting_seconds`
      // says the workers do not keep up. Ready is about this process; the backlog is shared.
      return { status: "ready", jobs: await deps.jobs.depths() };
    } catch {
      return reply.code(503).send({ error: { code: "MS_UNAVAILABLE", message: "not ready" } });
    }
  });

  for (const register of routeModules) register(app, deps);
  await installWebApp(
    app,
    options.serveWeb === false ? "/nonexistent" : (deps.config.webDist ?? defaultWebDist),
  );
  await app.ready();
  return { app, routes };
}
