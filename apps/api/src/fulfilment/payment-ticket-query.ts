import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { fulfilment } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { likePattern } from "../platform/db/list.ts";
import { events, ticketTypes } from "../catalog/index.ts";
import { orderLines, orders } from "../orders/tables.ts";
import { paymentTickets } from "./tables.ts";

// The seller's payment tickets as the list, the check-in and the CSV read them: one query shape,
// one set of filters. Filters touch only payment_tickets at the top level (others through
// subqueries), so the list's capped count can run them on the table alone.

export function ticketRows(ex: Executor) {
  return ex
    .select({
      ticket: paymentTickets,
      event: events,
      ticketType: ticketTypes.name,
      line: { kind: orderLines.kind, amount: orderLines.amount, quantity: orderLines.quantity },
      order: { id: orders.id, payer: orders.payer, currency: orders.currency },
    })
    .from(paymentTickets)
    .innerJoin(events, eq(events.id, paymentTickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, paymentTickets.ticketTypeId))
    .innerJoin(orderLines, eq(orderLines.id, paymentTickets.orderLineId))
    .innerJoin(orders, eq(orders.id, paymentTickets.orderId));
}

export type TicketListRow = Awaited<ReturnType<ReturnType<typeof ticketRows>["execute"]>>[number];

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Events over by `now`: their unused tickets read as expired (domain ticketState). */
const endedEvents = (now: Date) =>
  sql`(select ${events.id} from ${events} where ${events.endsAt} < ${ts(now)})`;

function stateCondition(state: fulfilment.PaymentTicketsQuery["state"], now: Date): SQL | undefined {
  if (!state) return undefined;
  if (state === "expired")
    return or(
      eq(paymentTickets.state, "expired"),
      and(eq(paymentTickets.state, "unused"), inArray(paymentTickets.eventId, endedEvents(now))),
    );
  if (state === "unused")
    return and(eq(paymentTickets.state, "unused"), sql`${paymentTickets.eventId} not in ${endedEvents(now)}`);
  return eq(paymentTickets.state, state);
}

/** The code (as typed, any case), the attendee, or the payer's email or name. */
function search(query: string): SQL | undefined {
  const pattern = likePattern(query);
  const payers = sql`(select ${orders.id} from ${orders} where ${orders.payer}->>'email' ilike ${pattern}
    or concat_ws(' ', ${orders.payer}->>'first_name', ${orders.payer}->>'last_name') ilike ${pattern})`;
  return or(
    sql`${paymentTickets.code} ilike ${likePattern(query.toUpperCase())}`,
    sql`${paymentTickets.attendeeName} ilike ${pattern}`,
    inArray(paymentTickets.orderId, payers),
  );
}

export function ticketConditions(
  sellerId: number,
  q: {
    query?: string | undefined;
    event_id?: number | undefined;
    state?: fulfilment.PaymentTicketsQuery["state"];
  },
  now: Date,
): SQL | undefined {
  return and(
    eq(paymentTickets.sellerId, sellerId),
    q.event_id ? eq(paymentTickets.eventId, q.event_id) : undefined,
    stateCondition(q.state, now),
    q.query ? search(q.query) : undefined,
  );
}
