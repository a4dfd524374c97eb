import { z } from "zod";
import { API, type RouteModule } from "../../../platform/http/route.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { BANK_ACCOUNT_HOOK_JOB, type BankAccountHook } from "./notifications.ts";

// Mangopay's hook: a GET with EventType, RessourceId (sic) and Date in the query.
const querystring = z
  .object({
    EventType: z.string().regex(/^[A-Z_]{3,60}$/),
    RessourceId: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/),
    Date: z.coerce.number().int().optional(),
  })
  .passthrough();

/**
 * The bank_account provider's hook URL, one for the platform (registered at Mangopay per event
 * type, docs/verification.md). Hooks are not signed: the route only queues the resource named,
 * and its job reads that resource back from the API before anything changes.
 */
export const bankAccountHookRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/webhooks/bank_account`,
    {
      config: { access: "public" },
      schema: {
        tags: ["webhooks"],
        summary: "The bank_account provider's (Mangopay) hook (read back before use)",
        querystring,
      },
    },
    async (req) => {
      if (!deps.config.mangopay) throw new AppError("NOT_FOUND");
      const hook: BankAccountHook = { eventType: req.query.EventType, resourceId: req.query.RessourceId };
      await deps.jobs.enqueue(deps.db, BANK_ACCOUNT_HOOK_JOB, hook);
      return { received: true };
    },
  );
};
