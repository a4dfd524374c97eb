import type { events as contract } from "@sellwerk/contracts";
import type { events, ticketTypes } from "../tables.ts";

type EventRow = typeof events.$inferSelect;
type TicketTypeRow = typeof ticketTypes.$inferSelect;

export function ticketTypeView(row: TicketTypeRow, currency: string): contract.TicketType {
  return {
    id: row.id,
    event_id: row.eventId,
    name: row.name,
    free: row.free,
    price: row.price,
    currency,
    quota: row.quota,
    sold_count: row.soldCount,
    reserved_count: row.reservedCount,
    available: row.quota === null ? null : Math.max(0, row.quota - row.soldCount - row.reservedCount),
    active: row.active,
    position: row.position,
  };
}

export function eventView(
  row: EventRow,
  tickets: readonly TicketTypeRow[],
  currency: string,
): contract.Event {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    sales_start_at: row.salesStartAt?.toISOString() ?? null,
    sales_end_at: row.salesEndAt?.toISOString() ?? null,
    active: row.active,
    position: row.position,
    ticket_types: tickets.map((t) => ticketTypeView(t, currency)),
  };
}
