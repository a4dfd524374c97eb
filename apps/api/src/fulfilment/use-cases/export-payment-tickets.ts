import { Readable } from "node:stream";
import { and, asc, gt } from "drizzle-orm";
import type { fulfilment } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { csvAmount, csvLine } from "../../platform/http/csv.ts";
import { paymentTickets } from "../tables.ts";
import { ticketConditions, ticketRows } from "../payment-ticket-query.ts";
import { paymentTicketView, seatPrice } from "../views/payment-ticket.ts";
import type { Party } from "../repository.ts";

/** Rows read per query while streaming: memory stays flat however many tickets an event sold. */
const PAGE = 500;

/** Spec core §3 "Payment ticket CSV: event, code, payer and attendee address fields, price, order id". */
export const PAYMENT_TICKET_CSV_HEADER = [
  "event",
  "event_date",
  "ticket_type",
  "code",
  "state",
  "attendee_name",
  "payer_first_name",
  "payer_last_name",
  "payer_email",
  "payer_company",
  "payer_street",
  "payer_street_number",
  "payer_zip",
  "payer_city",
  "payer_country",
  "payer_phone",
  "price",
  "currency",
  "order_id",
  "used_at",
] as const;

/**
 * The seller's payment tickets as CSV with the list's filters, streamed page by page (keyset on
 * id), so an event with tens of thousands of seats never sits in memory. Attendees are known by
 * name only (the checkout asks for nothing more); their address is the payer's.
 */
export function exportPaymentTickets(
  deps: Deps,
  sellerId: number,
  q: fulfilment.PaymentTicketsExportQuery,
): Readable {
  const now = deps.clock.now();
  const where = ticketConditions(sellerId, q, now);
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(PAYMENT_TICKET_CSV_HEADER);
    let after = 0;
    for (;;) {
      const rows = await ticketRows(deps.db)
        .where(and(where, gt(paymentTickets.id, after)))
        .orderBy(asc(paymentTickets.id))
        .limit(PAGE);
      for (const row of rows) {
        const view = paymentTicketView(row, now);
        const payer = row.order.payer as unknown as Party;
        yield csvLine([
          view.event.name,
          view.event.starts_at,
          view.ticket_type,
          view.code,
          view.state,
          view.attendee_name,
          payer.first_name,
          payer.last_name,
          payer.email,
          payer.company,
          payer.street,
          payer.street_number,
          payer.zip,
          payer.city,
          payer.country,
          payer.phone,
          csvAmount(seatPrice(row), view.currency),
          view.currency.toUpperCase(),
          view.order_id,
          view.used_at,
        ]);
      }
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1]!.ticket.id;
    }
  }
  return Readable.from(lines());
}
