import type { CheckInResult, PaymentTicketState } from "@sellwerk/domain";

// The seller's payment tickets (docs/fulfilment.md), camelCase as the client hands them out; the
// list itself goes through useList.

export const PAYMENT_TICKETS_PATH = "/cabinet/payment_tickets";
export const CHECK_IN_PATH = "/cabinet/tickets/check_in";

export interface TicketEvent {
  id: number;
  name: string;
  location: string;
  startsAt: string;
  endsAt: string;
}

export interface PaymentTicket {
  id: number;
  code: string;
  state: PaymentTicketState;
  attendeeName: string;
  usedAt: string | null;
  createdAt: string;
  event: TicketEvent;
  ticketType: string;
  orderId: number;
  payer: { name: string; email: string };
  price: number;
  currency: string;
}

export interface CheckInAnswer {
  result: CheckInResult;
  /** Already in the interface language (the request's X-Locale). */
  message: string;
  ticket: PaymentTicket | null;
}

export interface TicketEventOption extends TicketEvent {
  productName: string;
  ticketsCount: number;
}
