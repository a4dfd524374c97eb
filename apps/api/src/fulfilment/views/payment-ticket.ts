import { allocate, ticketState, type PaymentTicketState } from "@sellwerk/domain";
import type { fulfilment } from "@sellwerk/contracts";
import { partyName, type Party } from "../repository.ts";
import type { TicketListRow } from "../payment-ticket-query.ts";
import { ticketEventView } from "./deliveries.ts";

/**
 * A seat's share of its order line (after the coupon): the line split evenly, remainders first.
 * A seat that came inside a bundle or membership hangs off the container's line, whose price pays
 * for everything in it: no share of it is the seat's own, so it reads 0.
 */
export function seatPrice(row: TicketListRow): number {
  if (row.line.kind !== "ticket") return 0;
  const shares = allocate(
    row.line.amount,
    Array.from({ length: row.line.quantity }, () => 1),
  );
  return shares[row.ticket.seat - 1] ?? 0;
}

export function paymentTicketView(row: TicketListRow, now: Date): fulfilment.PaymentTicket {
  const payer = row.order.payer as unknown as Party;
  return {
    id: row.ticket.id,
    code: row.ticket.code,
    state: ticketState(row.ticket.state as PaymentTicketState, row.event.endsAt, now),
    attendee_name: row.ticket.attendeeName,
    used_at: row.ticket.usedAt?.toISOString() ?? null,
    created_at: row.ticket.createdAt.toISOString(),
    event: ticketEventView(row.event),
    ticket_type: row.ticketType,
    order_id: row.order.id,
    payer: { name: partyName(payer), email: payer.email },
    price: seatPrice(row),
    currency: row.order.currency,
  };
}
