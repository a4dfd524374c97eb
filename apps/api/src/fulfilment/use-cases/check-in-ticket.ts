import { and, eq, sql } from "drizzle-orm";
import {
  checkInRefusal,
  LOCALE_CODES,
  normalizeTicketCode,
  type CheckInResult,
  type Locale,
} from "@sellwerk/domain";
import { fulfilment } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { DOCUMENT_TIME_ZONE, events } from "../../catalog/index.ts";
import { paymentTickets } from "../tables.ts";
import { ticketConditions, ticketRows } from "../payment-ticket-query.ts";
import { paymentTicketView } from "../views/payment-ticket.ts";

function when(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_CODES[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: DOCUMENT_TIME_ZONE,
  }).format(date);
}

/**
 * The door: marks an unused ticket of the seller's as used, once. The conditional UPDATE is the
 * lock — of two scanners reading the same code at once, one checks it in and the other is told
 * it was already used. An unknown code, a foreign seller's code, a refunded, invalidated or
 * expired ticket are refused with the reason in the request's language.
 */
export async function checkInTicket(
  deps: Deps,
  sellerId: number,
  rawCode: string,
  locale: Locale,
): Promise<fulfilment.CheckInAnswer> {
  const answer = (result: CheckInResult, ticket: fulfilment.PaymentTicket | null, params = {}) => ({
    result,
    message: fulfilment.checkInMessage(locale, result, params),
    ticket,
  });
  const code = normalizeTicketCode(rawCode);
  if (!code) return answer("unknown", null);
  const now = deps.clock.now();
  const [checked] = await deps.db
    .update(paymentTickets)
    .set({ state: "used", usedAt: now })
    .where(
      and(
        eq(paymentTickets.code, code),
        eq(paymentTickets.sellerId, sellerId),
        eq(paymentTickets.state, "unused"),
        sql`${paymentTickets.eventId} in (select ${events.id} from ${events} where ${events.endsAt} >= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: paymentTickets.id });
  const [row] = await ticketRows(deps.db).where(
    and(ticketConditions(sellerId, {}, now), eq(paymentTickets.code, code)),
  );
  if (!row) return answer("unknown", null);
  const ticket = paymentTicketView(row, now);
  if (checked)
    return answer("checked_in", ticket, {
      attendee: ticket.attendee_name || ticket.payer.name,
      ticket: ticket.ticket_type,
    });
  const refusal = checkInRefusal(ticket.state) ?? "already_used";
  return answer(refusal, ticket, { when: row.ticket.usedAt ? when(row.ticket.usedAt, locale) : "" });
}
