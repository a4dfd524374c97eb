import { isActiveTicket } from "@sellwerk/domain";
import type { events } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnProductOf } from "../edit-product.ts";
import { EVENT_FORMS, eventRows } from "../event-content.ts";
import { eventView } from "../views/events.ts";

/** The product's events by start, with their ticket types and the count of active tickets. */
export async function listEvents(
  deps: Deps,
  sellerId: number,
  productId: number,
): Promise<Result<{ list: events.Event[]; active_tickets_count: number; product_version: number }>> {
  const product = await findOwnProductOf(deps, sellerId, productId, EVENT_FORMS);
  if (!product) return fail("NOT_FOUND");
  const rows = await eventRows(deps.db, productId);
  const now = deps.clock.now();
  const active = rows.flatMap(({ event, tickets }) =>
    tickets.filter((t) =>
      isActiveTicket(
        {
          ticketActive: t.active,
          eventActive: event.active,
          endsAt: event.endsAt,
          salesStartAt: event.salesStartAt,
          salesEndAt: event.salesEndAt,
        },
        now,
      ),
    ),
  );
  return ok({
    list: rows.map(({ event, tickets }) => eventView(event, tickets, product.currency)),
    active_tickets_count: active.length,
    product_version: product.version,
  });
}
