import { payer } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { showSeller } from "../use-cases/show-seller.ts";

/**
 * The seller-branded payer sign-in (spec two §2 "Payer course sign-in: /s/{seller}/sign_in").
 *
 * The page is the back-office's (React, Mantine): it mails a magic link and lands the buyer in
 * /payer, which is the web app anyway — a server-rendered page would only add a second form and a
 * redirect into the app. Its path sits under /s/, where the server renders the buyer pages, and
 * /s/:username/:slug would take "sign_in" for a product slug and answer the 404 page. So this
 * exact route hands the path to the web app (the catch-all of platform/http/spa.ts, which serves
 * index.html for browser paths). find-my-way prefers a static segment over a parameter whatever
 * the order, and the module is registered before the shop's pages as well, so the intent reads in
 * app.ts too.
 */
export const payerSignInRoutes: RouteModule = (app, deps) => {
  app.get("/s/:username/sign_in", { config: { access: "public" }, schema: { hide: true } }, (_req, reply) =>
    reply.callNotFound(),
  );

  app.get(
    `${API}/payer/sellers/:username`,
    {
      config: { access: "public" },
      schema: {
        tags: ["payer"],
        summary: "The seller a course sign-in page belongs to (its public name)",
        params: payer.sellerParams,
        response: { 200: payer.sellerAnswer },
      },
    },
    async (req) => ({ seller: unwrap(await showSeller(deps, req.params.username)) }),
  );
};
