import { and, asc, eq, inArray } from "drizzle-orm";
import type { OrderState } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import type { OrderRow } from "../orders/repository.ts";
import {
  events,
  files,
  licenseKeys,
  productDigitals,
  products,
  ticketTypes,
  type ProductRow,
} from "../catalog/index.ts";
import {
  certificates,
  courseAccesses,
  deliveries,
  downloadCounts,
  paymentTickets,
  sellerTasks,
} from "./tables.ts";

// Shared reads of the fulfilment context, and the order states delivery depends on.

export type DeliveryRow = typeof deliveries.$inferSelect;
export type PaymentTicketRow = typeof paymentTickets.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
export type CourseAccessRow = typeof courseAccesses.$inferSelect;
export type SellerTaskRow = typeof sellerTasks.$inferSelect;

/** Paid, or a trial started (docs/orders-lifecycle.md): only these orders are delivered. */
export const DELIVERABLE_STATES: readonly OrderState[] = ["finalized", "closed"];

/**
 * Whose deliveries the buyer still reaches: a subscription ended keeps what was paid (access to
 * the end of the paid period); refunded and cancelled orders show their deliveries as revoked.
 */
export const KEPT_STATES: readonly OrderState[] = ["finalized", "closed", "unsubscribed"];

/** Money that went back: a chargeback can leave a closed order closed, its payment state tells. */
const RETURNED_PAYMENT_STATES = ["payment_refunded", "payment_chargebacked"];

export function isDeliverable(order: Pick<OrderRow, "state" | "paymentState">): boolean {
  return (
    DELIVERABLE_STATES.includes(order.state as OrderState) &&
    !RETURNED_PAYMENT_STATES.includes(order.paymentState)
  );
}

export async function deliveriesOf(ex: Executor, orderId: number): Promise<DeliveryRow[]> {
  return ex.select().from(deliveries).where(eq(deliveries.orderId, orderId)).orderBy(deliveries.id);
}

/** The payer party as typed at checkout (checkout's payerInput). */
export interface Party {
  email: string;
  first_name: string;
  last_name: string;
  company?: string;
  street?: string;
  street_number?: string;
  zip?: string;
  city?: string;
  country?: string;
  phone?: string;
}

export function payerOf(order: Pick<OrderRow, "payer">): Party {
  return order.payer as unknown as Party;
}

export function partyName(party: Party): string {
  return `${party.first_name} ${party.last_name}`.trim();
}

// --- what an order gave, for the buyer's view and the delivery mails ---

export type EventRow = typeof events.$inferSelect;
export type FileRow = typeof files.$inferSelect;

export interface OrderTicket {
  ticket: PaymentTicketRow;
  event: EventRow;
  ticketType: string;
  productId: number;
}

export async function ticketsOf(ex: Executor, orderId: number): Promise<OrderTicket[]> {
  const rows = await ex
    .select({
      ticket: paymentTickets,
      event: events,
      ticketType: ticketTypes.name,
      productId: events.productId,
    })
    .from(paymentTickets)
    .innerJoin(events, eq(events.id, paymentTickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, paymentTickets.ticketTypeId))
    .where(eq(paymentTickets.orderId, orderId))
    .orderBy(asc(paymentTickets.orderLineId), asc(paymentTickets.seat));
  return rows;
}

export async function licenseKeysOf(ex: Executor, orderId: number) {
  return ex
    .select({ productId: licenseKeys.productId, key: licenseKeys.key, state: licenseKeys.state })
    .from(licenseKeys)
    .where(eq(licenseKeys.orderId, orderId))
    .orderBy(asc(licenseKeys.assignedAt), asc(licenseKeys.id));
}

export async function certificatesOf(ex: Executor, orderId: number): Promise<CertificateRow[]> {
  return ex.select().from(certificates).where(eq(certificates.orderId, orderId)).orderBy(certificates.id);
}

export async function courseAccessesOf(ex: Executor, orderId: number): Promise<CourseAccessRow[]> {
  return ex
    .select()
    .from(courseAccesses)
    .where(eq(courseAccesses.orderId, orderId))
    .orderBy(courseAccesses.id);
}

export async function sellerTasksOf(ex: Executor, orderId: number): Promise<SellerTaskRow[]> {
  return ex.select().from(sellerTasks).where(eq(sellerTasks.orderId, orderId)).orderBy(sellerTasks.id);
}

export interface OrderDigital {
  digitalId: number;
  productId: number;
  stampPdf: boolean;
  file: FileRow;
  count: number;
}

/** The files of the order's delivered downloads, each with how often the buyer fetched it. */
export async function digitalsOf(
  ex: Executor,
  orderId: number,
  productIds: readonly number[],
): Promise<OrderDigital[]> {
  if (productIds.length === 0) return [];
  const rows = await ex
    .select({ digital: productDigitals, file: files, count: downloadCounts.count })
    .from(productDigitals)
    .innerJoin(files, eq(files.id, productDigitals.fileId))
    .leftJoin(
      downloadCounts,
      and(eq(downloadCounts.digitalId, productDigitals.id), eq(downloadCounts.orderId, orderId)),
    )
    .where(inArray(productDigitals.productId, productIds))
    .orderBy(asc(productDigitals.productId), asc(productDigitals.position), asc(productDigitals.id));
  return rows.map((r) => ({
    digitalId: r.digital.id,
    productId: r.digital.productId,
    stampPdf: r.digital.stampPdf,
    file: r.file,
    count: r.count ?? 0,
  }));
}

export async function productsByIds(ex: Executor, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((p) => [p.id, p]));
}
