import { z } from "zod";
import { API, type RouteModule } from "../../../platform/http/route.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { EWALLET_NOTIFICATION_JOB, type EWalletNotification } from "./notifications.ts";

// The provider posts its notifications (form-encoded or JSON, as set in its dashboard) with
// string fields; the numbers are read as numbers.
const id = z.coerce.number().int().nonnegative();
const body = z
  .object({
    NotifCategory: id,
    ExtId: z.string().min(1).max(100),
    IdTransaction: id.optional(),
    IdOriginTransaction: id.optional(),
    DocId: id.optional(),
  })
  .passthrough();

/**
 * The wallet provider's notification URL, one for the platform (set in the provider's dashboard).
 * Notifications are not signed: the route only queues the notification, and its job reads the
 * named wallet, document or transaction back from the API before anything changes.
 */
export const eWalletNotificationRoutes: RouteModule = (app, deps) => {
  app.post(
    `${API}/webhooks/e_wallet`,
    {
      config: { access: "public" },
      schema: {
        tags: ["webhooks"],
        summary: "The e_wallet provider's notification (read back before use)",
        body,
      },
    },
    async (req) => {
      if (!deps.config.eWallet) throw new AppError("NOT_FOUND");
      const notification: EWalletNotification = {
        category: req.body.NotifCategory,
        walletId: req.body.ExtId,
        ...(req.body.IdTransaction !== undefined ? { transactionId: req.body.IdTransaction } : {}),
        ...(req.body.IdOriginTransaction !== undefined
          ? { originTransactionId: req.body.IdOriginTransaction }
          : {}),
        ...(req.body.DocId !== undefined ? { documentId: req.body.DocId } : {}),
      };
      await deps.jobs.enqueue(deps.db, EWALLET_NOTIFICATION_JOB, notification);
      return { received: true };
    },
  );
};
