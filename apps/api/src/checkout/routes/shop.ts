import { checkout } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError } from "../../platform/http/errors.ts";
import { idempotent } from "../../platform/http/idempotency.ts";
import { payLimit } from "../../platform/http/rate-limit.ts";
import { findOrderByToken } from "../../orders/repository.ts";
import { cancelSubscription } from "../../orders/use-cases/cancel-subscription.ts";
import { markBankWirePaid } from "../../orders/use-cases/mark-bank-wire-paid.ts";
import { getCheckoutView } from "../use-cases/get-checkout-view.ts";
import { quoteCheckout } from "../use-cases/quote-checkout.ts";
import { startCheckout } from "../use-cases/start-checkout.ts";
import { payOrder } from "../use-cases/pay-order.ts";
import type { FirstPaymentClaim } from "../use-cases/pay-first-rate.ts";
import { getPublicOrder } from "../use-cases/get-public-order.ts";
import { acceptUpsell, declineUpsell } from "../use-cases/answer-upsell.ts";
import { updatePaymentMethod } from "../use-cases/update-payment-method.ts";
import { completeSandboxPayment, loadSandboxPayment } from "../use-cases/sandbox-payment.ts";

// The public checkout (group `shop`, docs/api-checkout.md). No sign-in: an order is reached by
// its unguessable token; money-moving POSTs take an Idempotency-Key.

const tags = ["shop"];

export const shopRoutes: RouteModule = (app, deps) => {
  const paying = payLimit(deps.config);
  const publicConfig = { access: "public" as const };

  // A SEPA mandate records where the buyer agreed (Stripe asks for it); never part of the
  // idempotency fingerprint, which is taken from the body as sent.
  const withClient = <T extends { payment_data: Record<string, string> }>(req: {
    body: T;
    ip: string;
    headers: Record<string, string | string[] | undefined>;
  }): T => ({
    ...req.body,
    payment_data: {
      ...req.body.payment_data,
      ip_address: req.ip,
      user_agent: String(req.headers["user-agent"] ?? "").slice(0, 200),
    },
  });

  const order = async (token: string, locale: Parameters<typeof getPublicOrder>[1]["locale"]) => {
    const view = await getPublicOrder(deps, { token, locale });
    if (!view) throw new AppError("NOT_FOUND");
    return view;
  };

  app.get(
    `${API}/shop/:username/products/:slug/checkout`,
    {
      config: publicConfig,
      schema: {
        tags,
        summary: "A product's checkout page data",
        params: checkout.checkoutViewParams,
        response: { 200: checkout.checkoutView },
      },
    },
    async (req) => {
      const view = await getCheckoutView(deps, { ...req.params, locale: req.locale });
      if (!view) throw new AppError("NOT_FOUND");
      return view;
    },
  );

  app.post(
    `${API}/shop/checkout/quote`,
    {
      config: publicConfig,
      schema: {
        tags,
        summary: "Price the current choices",
        body: checkout.quoteRequest,
        response: { 200: checkout.quote },
      },
    },
    async (req) => quoteCheckout(deps, req.body, req.locale),
  );

  app.post(
    `${API}/shop/checkout`,
    {
      config: { ...publicConfig, ...paying },
      schema: {
        tags,
        summary: "Start a checkout and pay its first rate (Idempotency-Key)",
        body: checkout.checkoutRequest,
        response: { 200: checkout.checkoutResult },
      },
    },
    async (req, reply) =>
      idempotent(deps, req, reply, "shop.checkout", (claim: FirstPaymentClaim) =>
        startCheckout(deps, withClient(req), claim, { cookieHeader: req.headers.cookie }),
      ),
  );

  app.post(
    `${API}/shop/orders/:token/pay`,
    {
      config: { ...publicConfig, ...paying },
      schema: {
        tags,
        summary: "Pay a draft order again (Idempotency-Key)",
        params: checkout.orderTokenParams,
        body: checkout.payOrderRequest,
        response: { 200: checkout.checkoutResult },
      },
    },
    async (req, reply) =>
      idempotent(deps, req, reply, `order:${req.params.token}`, (claim: FirstPaymentClaim) =>
        payOrder(deps, req.params.token, req.body, claim),
      ),
  );

  app.get(
    `${API}/shop/orders/:token`,
    {
      config: publicConfig,
      schema: {
        tags,
        summary: "An order as its buyer sees it",
        params: checkout.orderTokenParams,
        response: { 200: checkout.publicOrder },
      },
    },
    async (req, reply) => {
      void reply.header("cache-control", "no-store");
      return order(req.params.token, req.locale);
    },
  );

  app.post(
    `${API}/shop/orders/:token/upsells/:product_id/accept`,
    {
      config: { ...publicConfig, ...paying },
      schema: {
        tags,
        summary: "Accept a one-click upsell (Idempotency-Key)",
        params: checkout.upsellParams,
        response: { 200: checkout.checkoutResult },
      },
    },
    async (req, reply) =>
      idempotent(deps, req, reply, `order:${req.params.token}`, () =>
        acceptUpsell(deps, req.params.token, req.params.product_id),
      ),
  );

  app.post(
    `${API}/shop/orders/:token/upsells/:product_id/decline`,
    {
      config: publicConfig,
      schema: {
        tags,
        summary: "Decline a one-click upsell",
        params: checkout.upsellParams,
        response: { 200: checkout.redirectAnswer },
      },
    },
    async (req) => declineUpsell(deps, req.params.token, req.params.product_id),
  );

  app.post(
    `${API}/shop/orders/:token/cancel`,
    {
      config: publicConfig,
      schema: {
        tags,
        summary: "Cancel a subscription",
        params: checkout.orderTokenParams,
        response: { 200: checkout.publicOrder },
      },
    },
    async (req) => {
      await cancelSubscription(deps, req.params.token);
      return order(req.params.token, req.locale);
    },
  );

  app.post(
    `${API}/shop/orders/:token/payment_method`,
    {
      config: { ...publicConfig, ...paying },
      schema: {
        tags,
        summary: "Replace the saved payment method; charges an unpaid rate (Idempotency-Key)",
        params: checkout.orderTokenParams,
        body: checkout.payOrderRequest,
        response: { 200: checkout.checkoutResult },
      },
    },
    async (req, reply) =>
      idempotent(deps, req, reply, `order:${req.params.token}`, () =>
        updatePaymentMethod(deps, req.params.token, req.body),
      ),
  );

  app.post(
    `${API}/shop/orders/:token/sandbox/bank_transfer`,
    {
      config: publicConfig,
      schema: {
        tags,
        summary: "Test mode: the buyer's bank transfer arrives",
        params: checkout.orderTokenParams,
        response: { 200: checkout.publicOrder },
      },
    },
    async (req) => {
      const found = await findOrderByToken(deps.db, req.params.token);
      if (!found) throw new AppError("NOT_FOUND");
      // Only the sandbox may pretend money arrived; a real bank wire is marked by the seller.
      if (found.provider !== "sandbox") throw new AppError("ORDER_STATE_INVALID");
      await markBankWirePaid(deps, found);
      return order(req.params.token, req.locale);
    },
  );

  app.get(
    `${API}/shop/orders/:token/sandbox/:challenge`,
    {
      config: publicConfig,
      schema: {
        tags,
        summary: "Test mode: a sandbox charge of this order waiting for the buyer",
        params: checkout.sandboxChallengeParams,
        response: { 200: checkout.sandboxPaymentView },
      },
    },
    async (req) => {
      const view = await loadSandboxPayment(deps, req.params);
      if (!view) throw new AppError("NOT_FOUND");
      return view;
    },
  );

  app.post(
    `${API}/shop/orders/:token/sandbox/:challenge/complete`,
    {
      config: publicConfig,
      schema: {
        tags,
        summary: "Test mode: pass or fail the challenge (the order's token and the challenge's reference)",
        params: checkout.sandboxChallengeParams,
        body: checkout.sandboxCompleteRequest,
        response: { 200: checkout.redirectAnswer },
      },
    },
    async (req) => completeSandboxPayment(deps, req.params, req.body.outcome === "approve"),
  );
};
