import { catalog, listResponse } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { listProductReviews } from "../use-cases/list-product-reviews.ts";
import { decideProductReview } from "../use-cases/decide-product-review.ts";

const tags = ["admin", "catalog"];
const base = `${API}/admin/product_reviews`;
const config = { access: ["manager"] as const };

/** The managers' review of paid products (spec core §4 review states). */
export const productReviewRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "Products by review state (default: in review), oldest first",
        querystring: catalog.productReviewsQuery,
        response: { 200: listResponse(catalog.productReview) },
      },
    },
    async (req) => listProductReviews(deps, req.query),
  );

  app.post(
    `${base}/:product_id/approve`,
    {
      config,
      schema: {
        tags,
        summary: "Approve a product in review: it is published",
        params: catalog.reviewParams,
        response: { 200: catalog.productEnvelope },
      },
    },
    async (req) => ({
      product: unwrap(
        await decideProductReview(deps, currentUser(req).userId, req.params.product_id, {
          action: "approve",
        }),
      ),
    }),
  );

  const withReason = [
    ["reject", "Reject a product in review, telling the seller why"],
    ["unpublish", "Take a published product down, telling the seller why"],
  ] as const;
  for (const [verb, summary] of withReason) {
    app.post(
      `${base}/:product_id/${verb}`,
      {
        config,
        schema: {
          tags,
          summary,
          params: catalog.reviewParams,
          body: catalog.reviewReasonBody,
          response: { 200: catalog.productEnvelope },
        },
      },
      async (req) => ({
        product: unwrap(
          await decideProductReview(deps, currentUser(req).userId, req.params.product_id, {
            action: verb === "reject" ? "reject" : "admin_unpublish",
            reason: req.body.reason,
          }),
        ),
      }),
    );
  }
};
