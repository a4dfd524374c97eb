import { checkoutSettings, listResponse } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { SELLER_ACCESS } from "../../catalog/index.ts";
import { listCoupons } from "../use-cases/list-coupons.ts";
import { createCoupon } from "../use-cases/create-coupon.ts";
import { createCouponBatch } from "../use-cases/create-coupon-batch.ts";
import { updateCoupon } from "../use-cases/update-coupon.ts";
import { removeCoupon } from "../use-cases/remove-coupon.ts";
import { exportCouponBatch } from "../use-cases/export-coupon-batch.ts";

const tags = ["cabinet", "checkout"];
const base = `${API}/cabinet/coupons`;
const config = { access: SELLER_ACCESS };
const params = checkoutSettings.couponParams;

/** /cabinet/coupons: single codes, bulk batches and their CSV (spec two §3). */
export const couponRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "The seller's coupons (search by code; filters active, discount_type, form, batch)",
        querystring: checkoutSettings.couponsQuery,
        response: { 200: listResponse(checkoutSettings.coupon) },
      },
    },
    async (req) => listCoupons(deps, actingSeller(req), req.query),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: "One coupon: the given code, or a generated one of code_type and length",
        body: checkoutSettings.createCouponBody,
        response: { 201: checkoutSettings.couponEnvelope },
      },
    },
    async (req, reply) => {
      const coupon = unwrap(await createCoupon(deps, actingSeller(req), req.body));
      return reply.code(201).send({ coupon });
    },
  );

  app.post(
    `${base}/bulk`,
    {
      config,
      schema: {
        tags,
        summary: "A batch of up to 1000 generated codes with the same terms, in one transaction",
        body: checkoutSettings.bulkCouponsBody,
        response: { 201: checkoutSettings.bulkCouponsAnswer },
      },
    },
    async (req, reply) =>
      reply.code(201).send(unwrap(await createCouponBatch(deps, actingSeller(req), req.body))),
  );

  app.get(
    `${base}/export.csv`,
    {
      config,
      schema: {
        tags,
        summary: "The codes of a bulk batch as CSV (streamed)",
        querystring: checkoutSettings.couponExportQuery,
      },
    },
    async (req, reply) => {
      const stream = unwrap(await exportCouponBatch(deps, actingSeller(req), req.query.batch));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="coupons-batch-${req.query.batch}.csv"`)
        .header("cache-control", "no-store")
        .send(stream);
    },
  );

  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: "Replace a coupon's code and terms",
        params,
        body: checkoutSettings.updateCouponBody,
        response: { 200: checkoutSettings.couponEnvelope },
      },
    },
    async (req) => ({ coupon: unwrap(await updateCoupon(deps, actingSeller(req), req.params.id, req.body)) }),
  );

  app.delete(
    `${base}/:id`,
    { config, schema: { tags, summary: "Remove a coupon", params } },
    async (req, reply) => {
      unwrap(await removeCoupon(deps, actingSeller(req), req.params.id));
      return reply.code(204).send();
    },
  );
};
