import { and, asc, eq, gt, inArray, isNull, or, sql, type Placeholder } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { events, ticketTypes } from "./tables.ts";

// Queries shared by the event use-cases, and the active-ticket count the product list needs.

export const EVENT_FORMS = ["event"] as const;

export type EventRow = typeof events.$inferSelect;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;

export async function findEvent(
  ex: Executor,
  productId: number,
  eventId: number,
): Promise<EventRow | undefined> {
  const [row] = await ex
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.productId, productId)));
  return row;
}

export async function findTicketType(
  ex: Executor,
  eventId: number,
  ticketTypeId: number,
): Promise<TicketTypeRow | undefined> {
  const [row] = await ex
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.id, ticketTypeId), eq(ticketTypes.eventId, eventId)));
  return row;
}

/** Events by start, each with its ticket types in order. */
export async function eventRows(ex: Executor, productId: number) {
  const eventList = await ex
    .select()
    .from(events)
    .where(eq(events.productId, productId))
    .orderBy(asc(events.startsAt), asc(events.id));
  const tickets =
    eventList.length === 0
      ? []
      : await ex
          .select()
          .from(ticketTypes)
          .where(
            inArray(
              ticketTypes.eventId,
              eventList.map((e) => e.id),
            ),
          )
          .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
  return eventList.map((event) => ({ event, tickets: tickets.filter((t) => t.eventId === event.id) }));
}

export async function ticketTypesOf(ex: Executor, eventId: number): Promise<TicketTypeRow[]> {
  return ex
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
}

/**
 * Ticket types locked against a checkout reserving one of them meanwhile, so "nothing sold or
 * reserved" still holds when the caller removes them (a lock waits for the reservation, then
 * reads its committed counts).
 */
export async function lockTicketTypes(
  ex: Executor,
  where: { eventId: number; ticketTypeId?: number },
): Promise<TicketTypeRow[]> {
  return ex
    .select()
    .from(ticketTypes)
    .where(
      and(
        eq(ticketTypes.eventId, where.eventId),
        where.ticketTypeId === undefined ? undefined : eq(ticketTypes.id, where.ticketTypeId),
      ),
    )
    .for("update");
}

export const hasBuyers = (t: TicketTypeRow) => t.soldCount + t.reservedCount > 0;

export async function nextTicketPosition(ex: Executor, eventId: number): Promise<number> {
  const [row] = await ex
    .select({ next: sql<number>`coalesce(max(${ticketTypes.position}) + 1, 0)::int` })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId));
  return row?.next ?? 0;
}

/**
 * A ticket type a buyer can get now or once its sales open: it and its event are active, the event
 * has not ended and its sales have not closed (the domain's isActiveTicket). The product list's
 * count and its "no active events" filter share it. `now`: a time, or a placeholder for one (a
 * statement built once, platform/db/compiled.ts).
 */
export function activeTicketCondition(now: Date | Placeholder) {
  return and(
    eq(ticketTypes.active, true),
    eq(events.active, true),
    gt(events.endsAt, now),
    or(isNull(events.salesEndAt), gt(events.salesEndAt, now)),
  );
}

/**
 * Active ticket types per event product, in one grouped query for a page of products. The
 * condition is the domain's isActiveTicket written in SQL (the API tests hold the two together);
 * a product missing from the map has none, which the list shows as "no active events".
 */
export async function countActiveTickets(
  ex: Executor,
  productIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await ex
    .select({ productId: events.productId, count: sql<number>`count(*)::int` })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(and(inArray(events.productId, [...productIds]), activeTicketCondition(now)))
    .groupBy(events.productId);
  return new Map(rows.map((r) => [r.productId, r.count]));
}
