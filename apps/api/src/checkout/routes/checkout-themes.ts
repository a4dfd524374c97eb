import { checkoutSettings } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { SELLER_ACCESS } from "../../catalog/index.ts";
import { listCheckoutThemes } from "../use-cases/list-checkout-themes.ts";
import { createCheckoutTheme } from "../use-cases/create-checkout-theme.ts";
import { showCheckoutTheme } from "../use-cases/show-checkout-theme.ts";
import { updateCheckoutTheme } from "../use-cases/update-checkout-theme.ts";
import { removeCheckoutTheme } from "../use-cases/remove-checkout-theme.ts";
import { makeCheckoutThemeDefault } from "../use-cases/make-checkout-theme-default.ts";

const tags = ["cabinet", "checkout"];
const base = `${API}/cabinet/checkout_themes`;
const config = { access: SELLER_ACCESS };
const params = checkoutSettings.themeParams;
const envelope = checkoutSettings.checkoutThemeEnvelope;

/** /cabinet/settings/checkout_themes: the seller's checkout looks and which one is the default. */
export const checkoutThemeRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "The seller's themes, the default first",
        response: { 200: checkoutSettings.checkoutThemesAnswer },
      },
    },
    async (req) => ({ list: await listCheckoutThemes(deps, actingSeller(req)) }),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: "A new theme (fields left out take the built-in look)",
        body: checkoutSettings.createCheckoutThemeBody,
        response: { 201: envelope },
      },
    },
    async (req, reply) => {
      const theme = unwrap(await createCheckoutTheme(deps, actingSeller(req), req.body));
      return reply.code(201).send({ checkout_theme: theme });
    },
  );

  app.get(
    `${base}/:id`,
    { config, schema: { tags, summary: "One theme", params, response: { 200: envelope } } },
    async (req) => ({
      checkout_theme: unwrap(await showCheckoutTheme(deps, actingSeller(req), req.params.id)),
    }),
  );

  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: "Replace a theme (stale version: 409)",
        params,
        body: checkoutSettings.updateCheckoutThemeBody,
        response: { 200: envelope },
      },
    },
    async (req) => ({
      checkout_theme: unwrap(await updateCheckoutTheme(deps, actingSeller(req), req.params.id, req.body)),
    }),
  );

  app.delete(
    `${base}/:id`,
    { config, schema: { tags, summary: "Remove a theme; its products use the default", params } },
    async (req, reply) => {
      unwrap(await removeCheckoutTheme(deps, actingSeller(req), req.params.id));
      return reply.code(204).send();
    },
  );

  app.post(
    `${base}/:id/default`,
    {
      config,
      schema: {
        tags,
        summary: "Make it the default for products that name no theme",
        params,
        response: { 200: envelope },
      },
    },
    async (req) => ({
      checkout_theme: unwrap(await makeCheckoutThemeDefault(deps, actingSeller(req), req.params.id)),
    }),
  );
};
