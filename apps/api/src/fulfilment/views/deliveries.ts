import { ticketState, type PaymentTicketState, type ProductType } from "@sellwerk/domain";
import type { fulfilment } from "@sellwerk/contracts";
import type { UrlSigner } from "../../platform/auth/url-signer.ts";
import type { ProductRow } from "../../catalog/index.ts";
import type {
  CertificateRow,
  CourseAccessRow,
  OrderDigital,
  OrderTicket,
  SellerTaskRow,
} from "../repository.ts";
import {
  certificatePagePath,
  certificatePdfPath,
  payerSignInPath,
  signedDownloadUrl,
  ticketPdfPath,
} from "../links.ts";

// How each thing an order gave reads in the buyer's deliveries answer.

type ProductRef = fulfilment.Deliveries["products"][number];

export function productRef(product: ProductRow): Pick<ProductRef, "id" | "name" | "form"> {
  return { id: product.id, name: product.name, form: product.form as ProductType };
}

export function downloadView(
  signer: UrlSigner,
  orderId: number,
  digital: OrderDigital,
  product: ProductRow,
  expiresAt: Date,
): fulfilment.Deliveries["downloads"][number] {
  return {
    digital_id: digital.digitalId,
    product: productRef(product),
    filename: digital.file.filename,
    content_type: digital.file.contentType,
    size: digital.file.size,
    url: signedDownloadUrl(signer, orderId, digital.digitalId, expiresAt),
    expires_at: expiresAt.toISOString(),
    download_count: digital.count,
  };
}

export function ticketEventView(event: OrderTicket["event"]) {
  return {
    id: event.id,
    name: event.name,
    location: event.location,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
  };
}

export function ticketView(
  token: string,
  t: OrderTicket,
  now: Date,
): fulfilment.Deliveries["tickets"][number] {
  return {
    code: t.ticket.code,
    state: ticketState(t.ticket.state as PaymentTicketState, t.event.endsAt, now),
    attendee_name: t.ticket.attendeeName,
    ticket_type: t.ticketType,
    event: ticketEventView(t.event),
    used_at: t.ticket.usedAt?.toISOString() ?? null,
    pdf_url: ticketPdfPath(token, t.ticket.code),
  };
}

export function certificateView(
  baseUrl: string,
  token: string,
  row: CertificateRow,
  product: ProductRow,
): fulfilment.Deliveries["certificates"][number] {
  return {
    serial: row.serial,
    product: productRef(product),
    holder_name: row.holderName,
    issued_at: row.issuedAt.toISOString(),
    state: row.state === "revoked" ? "revoked" : "valid",
    pdf_url: certificatePdfPath(token, row.serial),
    verify_url: baseUrl + certificatePagePath(row.serial),
  };
}

/**
 * As the payer area reads an access: paused while a rate is unpaid (and it has not ended
 * anyway), ended when revoked or past its end, upcoming before its start.
 */
export function accessView(
  row: CourseAccessRow,
  product: ProductRow,
  sellerUsername: string,
  now: Date,
): fulfilment.Deliveries["course_accesses"][number] {
  const ended =
    (row.state !== "active" && row.state !== "paused") || (row.endsAt !== null && row.endsAt <= now);
  return {
    product: productRef(product),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    state: ended ? "ended" : row.state === "paused" ? "paused" : row.startsAt > now ? "upcoming" : "active",
    sign_in_url: payerSignInPath(sellerUsername),
  };
}

export function serviceView(
  row: SellerTaskRow,
  product: ProductRow,
): fulfilment.Deliveries["services"][number] {
  return { product: productRef(product), state: row.state === "done" ? "done" : "open" };
}
