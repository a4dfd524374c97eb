import { and, eq } from "drizzle-orm";
import { checkout, productParts } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError } from "../../platform/http/errors.ts";
import { idempotent, type IdempotencyClaim } from "../../platform/http/idempotency.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { cabinetConfig } from "../../catalog/routes/part-route.ts";
import { orders } from "../tables.ts";
import { refundRate, type RefundCheckpoint } from "../use-cases/refund-rate.ts";
import { markBankWirePaid } from "../use-cases/mark-bank-wire-paid.ts";

const tags = ["cabinet", "orders"];

/** The seller's money actions on an order: refund a rate, mark a bank wire paid. */
export const cabinetOrderRoutes: RouteModule = (app, deps) => {
  app.post(
    `${API}/cabinet/orders/:id/rates/:number/refund`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Refund (part of) a paid rate through its provider (Idempotency-Key)",
        params: checkout.refundParams,
        body: checkout.refundRequest,
        response: { 200: checkout.refundResult },
      },
    },
    async (req, reply) => {
      const seller = actingSeller(req);
      return idempotent(deps, req, reply, `seller:${seller}`, (claim: IdempotencyClaim<RefundCheckpoint>) =>
        refundRate(deps, seller, req.params.id, req.params.number, req.body.amount, claim),
      );
    },
  );

  app.post(
    `${API}/cabinet/orders/:id/mark_paid`,
    {
      config: cabinetConfig,
      schema: { tags, summary: "The bank wire of this order arrived", params: productParts.productParams },
    },
    async (req, reply) => {
      const [order] = await deps.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, req.params.id), eq(orders.sellerId, actingSeller(req))));
      if (!order) throw new AppError("NOT_FOUND");
      await markBankWirePaid(deps, order);
      return reply.code(204).send();
    },
  );
};
