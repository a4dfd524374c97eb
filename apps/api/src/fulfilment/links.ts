import { API } from "../platform/http/route.ts";
import type { UrlSigner } from "../platform/auth/url-signer.ts";

// Where the things an order gave are reached. Downloads are signed and expire; tickets and
// certificates sit behind the order's unguessable token; a certificate's check is public.

/** Long enough to finish a large download on a slow line, short enough that a leaked link dies. */
export const DOWNLOAD_LINK_HOURS = 24;

export function downloadPath(orderId: number, digitalId: number): string {
  return `${API}/shop/downloads/${orderId}/${digitalId}`;
}

export function signedDownloadUrl(
  signer: UrlSigner,
  orderId: number,
  digitalId: number,
  expiresAt: Date,
): string {
  return signer.signedPathUntil(downloadPath(orderId, digitalId), expiresAt);
}

export function downloadExpiry(now: Date): Date {
  return new Date(now.getTime() + DOWNLOAD_LINK_HOURS * 3600_000);
}

export const ticketPdfPath = (token: string, code: string) =>
  `${API}/shop/orders/${token}/tickets/${code}.pdf`;

export const certificatePdfPath = (token: string, serial: string) =>
  `${API}/shop/orders/${token}/certificates/${serial}.pdf`;

/** The public page that answers whether a serial is genuine (server-rendered, shop/routes.ts). */
export const certificatePagePath = (serial: string) => `/certificates/${encodeURIComponent(serial)}`;

/** The buyer's page of everything an order gave; delivery mails point here. */
export const deliveriesPagePath = (sellerUsername: string, token: string) =>
  `/s/${sellerUsername}/payment/${token}/deliveries`;

/** The buyer's manage page: where an unpaid rate is paid (new payment method) to lift a pause. */
export const managePagePath = (sellerUsername: string, token: string) =>
  `/s/${sellerUsername}/payment/${token}/manage`;

/** The seller's payer sign-in (spec two §2), the door to the course area. */
export const payerSignInPath = (sellerUsername: string) => `/s/${sellerUsername}/sign_in`;
