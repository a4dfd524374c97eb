import type { fulfilment } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { listPage, orderBy } from "../../platform/db/list.ts";
import { paymentTickets } from "../tables.ts";
import { ticketConditions, ticketRows } from "../payment-ticket-query.ts";
import { paymentTicketView } from "../views/payment-ticket.ts";

const SORT_COLUMNS = { created_at: paymentTickets.createdAt, id: paymentTickets.id } as const;

/** The seller's payment tickets (spec core §2 /cabinet/payment_tickets), filtered by event, state and search. */
export async function listPaymentTickets(deps: Deps, sellerId: number, q: fulfilment.PaymentTicketsQuery) {
  const now = deps.clock.now();
  const where = ticketConditions(sellerId, q, now);
  return listPage(deps.db, {
    table: paymentTickets,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await ticketRows(deps.db)
        .where(where)
        .orderBy(...orderBy(SORT_COLUMNS[q.sort_key], paymentTickets.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => paymentTicketView(r, now));
    },
  });
}
