import { and, asc, count, eq } from "drizzle-orm";
import type { fulfilment } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { events, products } from "../../catalog/index.ts";
import { paymentTickets } from "../tables.ts";
import { ticketEventView } from "../views/deliveries.ts";

/** The seller's events with how many tickets each sold: the choices of the tickets' event filter. */
export async function listTicketEvents(
  deps: Deps,
  sellerId: number,
): Promise<fulfilment.PaymentTicketEvents> {
  const rows = await deps.db
    .select({ event: events, productName: products.name, tickets: count(paymentTickets.id) })
    .from(events)
    .innerJoin(products, eq(products.id, events.productId))
    .leftJoin(paymentTickets, eq(paymentTickets.eventId, events.id))
    .where(and(eq(products.sellerId, sellerId), eq(products.form, "event")))
    .groupBy(events.id, products.name)
    .orderBy(asc(events.startsAt), asc(events.id));
  return {
    events: rows.map((r) => ({
      ...ticketEventView(r.event),
      product_name: r.productName,
      tickets_count: Number(r.tickets),
    })),
  };
}
