import {
  ACCESS_GRACE_DAYS_MAX,
  CHECK_IN_RESULTS,
  ORDER_STATES,
  PAYMENT_TICKET_STATES,
  PRODUCT_TYPES,
  UNPAID_ACCESS_MODES,
  type CheckInResult,
  type Locale,
} from "@sellwerk/domain";
import { z } from "./zod.ts";
import { listQuery, listResponse } from "./list.ts";
import { dateTime, recordId } from "./product-parts.ts";
import { interpolate, messages } from "./i18n.ts";

// What an order delivered (issue 5, docs/fulfilment.md): the buyer's view by order token, the
// signed downloads, ticket and certificate documents, the public certificate check, and the
// seller's payment tickets (check-in, list, CSV) and service tasks. Money in minor units.

const money = z.number().int();

/** The buyer's order token, as the checkout hands it out (24 random bytes, base64url). */
export const orderTokenParams = z.object({ token: z.string().regex(/^[\w-]{16,64}$/) });

/** paused: held back while a rate is unpaid, where the seller suspends access (docs/fulfilment.md). */
export const DELIVERY_STATES = ["pending", "delivered", "paused", "revoked"] as const;
/** As the payer area derives it: ended when revoked or past its end; upcoming before its start; paused while a rate is unpaid. */
export const ACCESS_VIEW_STATES = ["active", "upcoming", "paused", "ended"] as const;
export const CERTIFICATE_STATES = ["valid", "revoked"] as const;
/** A paused key is not shown (`key` is empty) until the open rate is paid. */
export const LICENSE_KEY_DELIVERY_STATES = ["assigned", "paused", "revoked"] as const;
export const SELLER_TASK_STATES = ["open", "done"] as const;

const productRef = z.object({ id: z.number().int(), name: z.string(), form: z.enum(PRODUCT_TYPES) });

export const deliveredProduct = productRef.extend({
  state: z.enum(DELIVERY_STATES),
  delivered_at: dateTime.nullable(),
});

export const downloadItem = z.object({
  digital_id: z.number().int(),
  product: productRef,
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** Signed and expiring (`expires_at`); asking for the deliveries again gives fresh links. */
  url: z.string(),
  expires_at: dateTime,
  download_count: z.number().int(),
});

export const ticketEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  starts_at: dateTime,
  ends_at: dateTime,
});

export const deliveredTicket = z.object({
  code: z.string(),
  state: z.enum(PAYMENT_TICKET_STATES),
  attendee_name: z.string(),
  ticket_type: z.string(),
  event: ticketEvent,
  used_at: dateTime.nullable(),
  pdf_url: z.string(),
});

export const deliveredLicenseKey = z.object({
  product: productRef,
  key: z.string(),
  state: z.enum(LICENSE_KEY_DELIVERY_STATES),
});

export const deliveredCertificate = z.object({
  serial: z.string(),
  product: productRef,
  holder_name: z.string(),
  issued_at: dateTime,
  state: z.enum(CERTIFICATE_STATES),
  pdf_url: z.string(),
  /** The public page anyone can check the serial on. */
  verify_url: z.string(),
});

export const courseAccess = z.object({
  product: productRef,
  starts_at: dateTime,
  /** Set when a subscription ended: access runs to the end of the paid period. */
  ends_at: dateTime.nullable(),
  state: z.enum(ACCESS_VIEW_STATES),
  /** The seller's payer sign-in (spec two §2 /s/{seller}/sign_in). */
  sign_in_url: z.string(),
});

export const deliveredService = z.object({ product: productRef, state: z.enum(SELLER_TASK_STATES) });

export const deliveries = z.object({
  order: z.object({
    token: z.string(),
    state: z.enum(ORDER_STATES),
    product_name: z.string(),
    seller: z.object({ username: z.string(), name: z.string() }),
  }),
  /**
   * waiting: not paid yet, or paid and the delivery job has not finished (ask again shortly);
   * paused: a rate is unpaid and the seller suspends access until it is paid (`manage_url`).
   */
  status: z.enum(["waiting", "delivered", "paused", "revoked"]),
  /** Where the buyer pays the open rate or changes the payment method (the manage page). */
  manage_url: z.string(),
  products: z.array(deliveredProduct),
  downloads: z.array(downloadItem),
  tickets: z.array(deliveredTicket),
  license_keys: z.array(deliveredLicenseKey),
  certificates: z.array(deliveredCertificate),
  course_accesses: z.array(courseAccess),
  services: z.array(deliveredService),
});
export type Deliveries = z.infer<typeof deliveries>;

export const resendAnswer = z.object({ sent: z.number().int() });

/** A signed download: the order and the file in the path, expiry and signature in the query. */
export const downloadParams = z.object({ order_id: recordId, digital_id: recordId });
export const downloadQuery = z.object({
  expires: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 40),
  sig: z.string().max(64),
});

export const ticketDocumentParams = orderTokenParams.extend({ code: z.string().max(40) });
export const certificateDocumentParams = orderTokenParams.extend({ serial: z.string().max(64) });

export const certificateParams = z.object({ serial: z.string().max(64) });
export const certificateVerification = z.object({
  serial: z.string(),
  holder_name: z.string(),
  product_name: z.string(),
  seller_name: z.string(),
  issued_at: dateTime,
  state: z.enum(CERTIFICATE_STATES),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;

// --- seller: payment tickets ---

export const paymentTicket = z.object({
  id: z.number().int(),
  code: z.string(),
  state: z.enum(PAYMENT_TICKET_STATES),
  attendee_name: z.string(),
  used_at: dateTime.nullable(),
  created_at: dateTime,
  event: ticketEvent,
  ticket_type: z.string(),
  order_id: z.number().int(),
  payer: z.object({ name: z.string(), email: z.string() }),
  /** This seat's share of its order line, after the coupon. */
  price: money,
  currency: z.string(),
});
export type PaymentTicket = z.infer<typeof paymentTicket>;

export const PAYMENT_TICKET_SORT_KEYS = ["created_at", "id"] as const;
const ticketFilters = {
  event_id: recordId.optional(),
  state: z.enum(PAYMENT_TICKET_STATES).optional(),
};
export const paymentTicketsQuery = listQuery(
  { sortKeys: PAYMENT_TICKET_SORT_KEYS, defaultSortKey: "created_at" },
  ticketFilters,
);
export type PaymentTicketsQuery = z.infer<typeof paymentTicketsQuery>;
export const paymentTicketsAnswer = listResponse(paymentTicket);

/** The CSV takes the list's filters and search, without paging. */
export const paymentTicketsExportQuery = z.object({
  query: z.string().trim().max(200).optional(),
  ...ticketFilters,
});
export type PaymentTicketsExportQuery = z.infer<typeof paymentTicketsExportQuery>;

export const paymentTicketEvents = z.object({
  events: z.array(ticketEvent.extend({ product_name: z.string(), tickets_count: z.number().int() })),
});
export type PaymentTicketEvents = z.infer<typeof paymentTicketEvents>;

export const checkInBody = z.object({ code: z.string().trim().min(1).max(100) });
export const checkInAnswer = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  /** The result in the request's language, ready to show at the door. */
  message: z.string(),
  ticket: paymentTicket.nullable(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswer>;

/** A check-in result in words (i18n "checkIn"), shared by the API's answer and the web screen. */
export function checkInMessage(
  locale: Locale,
  result: CheckInResult,
  params: Record<string, string | number> = {},
): string {
  return interpolate(messages[locale].checkIn[result], params);
}

// --- seller: tasks of sold services ---

export const sellerTask = z.object({
  id: z.number().int(),
  state: z.enum(SELLER_TASK_STATES),
  created_at: dateTime,
  done_at: dateTime.nullable(),
  product: productRef,
  order_id: z.number().int(),
  payer: z.object({ name: z.string(), email: z.string() }),
});
export type SellerTask = z.infer<typeof sellerTask>;
export const sellerTasksQuery = listQuery(
  { sortKeys: ["created_at", "id"], defaultSortKey: "created_at" },
  { state: z.enum(SELLER_TASK_STATES).optional() },
);
export type SellerTasksQuery = z.infer<typeof sellerTasksQuery>;
export const sellerTasksAnswer = listResponse(sellerTask);
export const sellerTaskParams = z.object({ id: recordId });
export const sellerTaskEnvelope = z.object({ task: sellerTask });

// --- seller: access while a rate is unpaid (/cabinet/settings/access) ---

export const accessSettings = z.object({
  /** keep: access stays while dunning runs; suspend: it pauses after `grace_days` until paid. */
  unpaid_access: z.enum(UNPAID_ACCESS_MODES),
  grace_days: z.number().int().min(0).max(ACCESS_GRACE_DAYS_MAX),
});
export type AccessSettings = z.infer<typeof accessSettings>;
export const accessSettingsBody = accessSettings;
export const accessSettingsEnvelope = z.object({ access_settings: accessSettings });
