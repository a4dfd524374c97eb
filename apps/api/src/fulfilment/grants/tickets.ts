import { and, eq } from "drizzle-orm";
import { ticketTypes } from "../../catalog/index.ts";
import { orderLines } from "../../orders/tables.ts";
import { paymentTickets } from "../tables.ts";
import { newTicketCode } from "../codes.ts";
import type { Grant } from "./grant.ts";

/** Printed on the ticket; longer names are cut rather than refused (the buyer already paid). */
const ATTENDEE_MAX = 120;

/**
 * One payment ticket per seat of the order's ticket lines for this event, each with its own
 * random code and the attendee name typed at checkout for that seat (empty when none was).
 * (order line, seat) is unique, so a seat never gets a second ticket.
 */
export async function issueTickets(g: Grant): Promise<void> {
  const lines = await g.tx
    .select({ line: orderLines, eventId: ticketTypes.eventId })
    .from(orderLines)
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderLines.ticketTypeId))
    .where(
      and(
        eq(orderLines.orderId, g.order.id),
        eq(orderLines.kind, "ticket"),
        eq(orderLines.productId, g.product.id),
      ),
    )
    .orderBy(orderLines.id);
  const seats = lines.flatMap(({ line, eventId }) =>
    Array.from({ length: line.quantity }, (_, i) => ({
      sellerId: g.order.sellerId,
      orderId: g.order.id,
      orderLineId: line.id,
      eventId,
      ticketTypeId: line.ticketTypeId!,
      seat: i + 1,
      code: newTicketCode(),
      attendeeName: (line.attendees[i] ?? "").trim().slice(0, ATTENDEE_MAX),
    })),
  );
  if (seats.length)
    await g.tx
      .insert(paymentTickets)
      .values(seats)
      .onConflictDoNothing({ target: [paymentTickets.orderLineId, paymentTickets.seat] });
}
