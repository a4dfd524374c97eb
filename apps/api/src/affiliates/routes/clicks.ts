import { z } from "zod";
import { affiliates } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { trackClick } from "../attribution/track.ts";
import { linkTarget, withForwardedParams } from "../attribution/link-target.ts";

// Click tracking (spec core §7, two §4; docs/affiliates.md "Attribution"): the click call and the
// affiliate link a publisher shares. Both are public and never fail for a buyer: what cannot be
// attributed is recorded as nothing and answered like a click that was.

/**
 * The embed script calls from any site: anyone may (no credentials are sent, so a third-party
 * page never sets the cookie this way; it gets the click_token instead).
 */
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST",
  "access-control-allow-headers": "content-type",
  "access-control-max-age": "600",
};

export const clickRoutes: RouteModule = (app, deps) => {
  app.options(
    `${API}/app/affiliate_clicks`,
    {
      config: { access: "public" },
      schema: { tags: ["app"], summary: "CORS preflight of the click call (the embed script on any site)" },
    },
    async (_req, reply) => reply.code(204).headers(CORS).send(),
  );

  app.post(
    `${API}/app/affiliate_clicks`,
    {
      config: { access: "public" },
      schema: {
        tags: ["app"],
        summary:
          "Record a click on a publisher's link and set the attribution cookie (204: nothing recorded)",
        body: affiliates.affiliateClickRequest,
        response: { 200: affiliates.affiliateClickResult, 204: z.null() },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const click = await trackClick(
        deps,
        req,
        reply,
        {
          publisherId: b.publisher_id,
          programId: b.program_id,
          productId: b.product_id,
          embeddableItemId: b.embeddable_item_id,
        },
        b.click_token,
      );
      void reply.header("cache-control", "no-store").headers(CORS);
      if (!click) return reply.code(204).send(null);
      return { click_token: click.token };
    },
  );

  // The link itself: a plain browser route (no /api), so the cookie is set on the checkout's own
  // origin by the response the buyer's browser follows.
  app.get(
    "/aff/:program_id/:publisher_id",
    {
      config: { access: "public" },
      schema: {
        hide: true,
        params: affiliates.affiliateLinkParams,
        querystring: affiliates.affiliateLinkQuery,
      },
    },
    async (req, reply) => {
      const { program_id: programId, publisher_id: publisherId } = req.params;
      const { product_id: productId, ...rest } = req.query;
      const target = await linkTarget(deps, programId, productId);
      void reply.header("cache-control", "no-store");
      if (!target) return reply.code(404).type("text/plain").send("Not found");
      await trackClick(deps, req, reply, { publisherId, programId, productId });
      const url = target.forwardParams ? withForwardedParams(target.url, rest) : target.url;
      return reply.redirect(url, 302);
    },
  );
};
