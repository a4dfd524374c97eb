import { z } from "zod";
import { productParts } from "@sellwerk/contracts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError } from "../../platform/http/errors.ts";
import { providerFor } from "../registry.ts";
import { WebhookSignatureError } from "../providers/provider.ts";
import { providerAccountOf } from "../use-cases/execute-payment.ts";
import { handleProviderEvent } from "../use-cases/handle-provider-event.ts";

const params = z.object({
  provider: z.enum(["stripe", "stripe_connect", "paypal"]),
  seller_id: productParts.recordId,
});

/**
 * Provider webhooks, one URL per seller account (the seller enters it at the provider; the
 * settings page shows it). The raw body is kept for the signature check; an event that does not
 * verify answers 400 and changes nothing; a verified one is processed once per event id, and only
 * for this seller's payments (handleProviderEvent).
 */
export const webhookRoutes: RouteModule = (app, deps) => {
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      ["application/json", "text/plain"],
      { parseAs: "buffer" },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      `${API}/webhooks/:provider/:seller_id`,
      {
        config: { access: "public" },
        schema: { tags: ["webhooks"], summary: "A payment provider's webhook (signed)", params },
      },
      async (req, reply) => {
        const adapter = providerFor(deps, req.params.provider);
        const account = await providerAccountOf(deps, req.params.seller_id, req.params.provider);
        if (!adapter?.parseWebhook || !account) throw new AppError("NOT_FOUND");
        try {
          const event = await adapter.parseWebhook(
            { rawBody: req.body as Buffer, headers: req.headers },
            account,
          );
          // The event is this seller's, from this seller's connected account (Connect) only.
          await handleProviderEvent(
            deps,
            {
              provider: req.params.provider,
              sellerId: req.params.seller_id,
              account:
                req.params.provider === "stripe_connect" ? (account.credentials.accountId ?? null) : null,
            },
            event,
          );
        } catch (err) {
          if (err instanceof WebhookSignatureError)
            throw new AppError("INVALID_INPUT", { param: "signature", code: "invalid" });
          throw err;
        }
        return reply.code(200).send({ received: true });
      },
    );
  });
};
