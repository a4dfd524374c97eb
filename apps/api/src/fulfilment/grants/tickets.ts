import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { events, ticketTypes } from "../../catalog/index.ts";
import { orderLines } from "../../orders/tables.ts";
import { paymentTickets } from "../tables.ts";
import { newTicketCode } from "../codes.ts";
import { partyName, payerOf } from "../repository.ts";
import type { Grant } from "./grant.ts";

/** Printed on the ticket; longer names are cut rather than refused (the buyer already paid). */
const ATTENDEE_MAX = 120;

type Seat = typeof paymentTickets.$inferInsert;

function seat(g: Grant, input: Omit<Seat, "sellerId" | "orderId" | "code">): Seat {
  return {
    sellerId: g.order.sellerId,
    orderId: g.order.id,
    code: newTicketCode(),
    ...input,
    attendeeName: (input.attendeeName ?? "").trim().slice(0, ATTENDEE_MAX),
  };
}

/** The seats the checkout chose: the order's ticket lines for this event, with their attendees. */
async function chosenSeats(g: Grant): Promise<Seat[]> {
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
  return lines.flatMap(({ line, eventId }) =>
    Array.from({ length: line.quantity }, (_, i) =>
      seat(g, {
        orderLineId: line.id,
        eventId,
        ticketTypeId: line.ticketTypeId!,
        seat: i + 1,
        attendeeName: line.attendees[i] ?? "",
      }),
    ),
  );
}

/**
 * The ticket type an event inside a bundle or membership gives: of the event's next date that has
 * not ended (active, earliest start), its cheapest active ticket type — one with seats left
 * before a sold-out one, then by price and the seller's order. Null when no date is ahead.
 */
async function includedTicketType(g: Grant): Promise<{ id: number; eventId: number } | null> {
  const free = sql`(${ticketTypes.quota} is null or ${ticketTypes.soldCount} + ${ticketTypes.reservedCount} < ${ticketTypes.quota})`;
  const [found] = await g.tx
    .select({ id: ticketTypes.id, eventId: ticketTypes.eventId })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(
      and(
        eq(events.productId, g.product.id),
        eq(events.active, true),
        gt(events.endsAt, g.now),
        eq(ticketTypes.active, true),
      ),
    )
    .orderBy(
      asc(events.startsAt),
      asc(events.position),
      sql`${free} desc`,
      asc(ticketTypes.price),
      asc(ticketTypes.position),
      asc(ticketTypes.id),
    )
    .limit(1);
  return found ?? null;
}

/**
 * Seats of an event that came inside a bundle or membership, which the checkout did not choose:
 * one per container bought (its line's quantity), of the ticket type `includedTicketType`
 * picks, in the payer's name. They hang off the container's line, numbered after any seat
 * already there (another event of the same bundle): the order's lock, held by the delivery,
 * serialises the numbering. They count as sold, so the event's quota shows them.
 */
async function includedSeats(g: Grant): Promise<Seat[]> {
  if (!g.via) return [];
  const [line] = await g.tx
    .select({ id: orderLines.id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, g.order.id),
        eq(orderLines.productId, g.via.id),
        inArray(orderLines.kind, ["product", "bump"]),
      ),
    )
    .orderBy(orderLines.id)
    .limit(1);
  const type = await includedTicketType(g);
  if (!line || !type) return [];
  const [taken] = await g.tx
    .select({ n: sql<number>`coalesce(max(${paymentTickets.seat}), 0)::int` })
    .from(paymentTickets)
    .where(eq(paymentTickets.orderLineId, line.id));
  const first = Number(taken?.n ?? 0) + 1;
  const quantity = Math.max(1, line.quantity);
  await g.tx
    .update(ticketTypes)
    .set({ soldCount: sql`${ticketTypes.soldCount} + ${quantity}` })
    .where(eq(ticketTypes.id, type.id));
  return Array.from({ length: quantity }, (_, i) =>
    seat(g, {
      orderLineId: line.id,
      eventId: type.eventId,
      ticketTypeId: type.id,
      seat: first + i,
      attendeeName: partyName(payerOf(g.order)),
    }),
  );
}

/**
 * One payment ticket per seat, each with its own random code: the seats of the order's ticket
 * lines for this event (the attendee name typed at checkout for each, empty when none was), or,
 * for an event inside a bundle or membership, the seats it includes. (order line, seat) is
 * unique, so a seat never gets a second ticket.
 */
export async function issueTickets(g: Grant): Promise<void> {
  const chosen = await chosenSeats(g);
  const seats = chosen.length > 0 ? chosen : await includedSeats(g);
  if (seats.length)
    await g.tx
      .insert(paymentTickets)
      .values(seats)
      .onConflictDoNothing({ target: [paymentTickets.orderLineId, paymentTickets.seat] });
}
