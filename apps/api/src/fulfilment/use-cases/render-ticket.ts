import { and, eq } from "drizzle-orm";
import { normalizeTicketCode } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { events, products, ticketTypes } from "../../catalog/index.ts";
import { findOrderByToken } from "../../orders/repository.ts";
import { paymentTickets } from "../tables.ts";
import { ticketDocument } from "../documents.ts";

/** Tickets that no longer open the door are not handed out as documents that look as if they did. */
const NO_DOCUMENT = new Set(["refunded", "invalidated"]);

/** The PDF of one ticket of the order behind the token. */
export async function renderTicket(deps: Deps, token: string, rawCode: string): Promise<Result<Uint8Array>> {
  const code = normalizeTicketCode(rawCode);
  const order = code ? await findOrderByToken(deps.db, token) : null;
  if (!code || !order) return fail("NOT_FOUND");
  const [row] = await deps.db
    .select({ ticket: paymentTickets, event: events, type: ticketTypes, product: products })
    .from(paymentTickets)
    .innerJoin(events, eq(events.id, paymentTickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, paymentTickets.ticketTypeId))
    .innerJoin(products, eq(products.id, events.productId))
    .where(and(eq(paymentTickets.orderId, order.id), eq(paymentTickets.code, code)));
  if (!row || NO_DOCUMENT.has(row.ticket.state)) return fail("NOT_FOUND");
  return ok(
    await ticketDocument(deps, order, row.product, {
      ticket: row.ticket,
      event: row.event,
      ticketType: row.type.name,
      productId: row.product.id,
      price: row.type.price,
      free: row.type.free,
    }),
  );
}
