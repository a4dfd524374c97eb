// The fulfilment context (issue 5, docs/fulfilment.md): what a paid order delivers per product
// type, exactly once; revoking it when the money goes back; the buyer's downloads, tickets, keys
// and certificates; the seller's check-in, payment tickets and service tasks.
import type { RouteModule } from "../platform/http/route.ts";
import { buyerDeliveryRoutes } from "./routes/buyer.ts";
import { certificateRoutes } from "./routes/certificates.ts";
import { paymentTicketRoutes } from "./routes/payment-tickets.ts";
import { sellerTaskRoutes } from "./routes/seller-tasks.ts";
import { accessSettingsRoutes } from "./routes/access-settings.ts";

export const fulfilmentRoutes: RouteModule = (app, deps) => {
  buyerDeliveryRoutes(app, deps);
  certificateRoutes(app, deps);
  paymentTicketRoutes(app, deps);
  sellerTaskRoutes(app, deps);
  accessSettingsRoutes(app, deps);
};

export { defineFulfilmentJobs } from "./jobs.ts";
export { deliverOrder } from "./use-cases/deliver-order.ts";
export { revokeDelivery, type RevokeReason } from "./use-cases/revoke-delivery.ts";
export { resumeDelivery, resumeDeliveries } from "./use-cases/resume-delivery.ts";
export { scheduleUnpaidPause } from "./use-cases/schedule-unpaid-pause.ts";
export { pauseOverdueAccess } from "./use-cases/pause-overdue-access.ts";
export { OWED_RATE_STATES } from "./unpaid-pause.ts";
export { resendDeliveryMails } from "./use-cases/resend-delivery-mails.ts";
export { showDeliveries as loadDeliveries } from "./use-cases/show-deliveries.ts";
export { verifyCertificate } from "./use-cases/verify-certificate.ts";
export { LicenseKeysExhausted } from "./grants/index.ts";
export { paymentTickets } from "./tables.ts";
