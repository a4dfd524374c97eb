// Events and their ticket types (issue 3, "ticket details" step).

export interface EventDates {
  startsAt: Date;
  endsAt: Date;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
}

export type EventDateCode =
  "ends_before_start" | "sales_end_before_sales_start" | "sales_end_after_event_end";

/** Each broken rule, named by the field a seller has to change. */
export function checkEventDates(dates: EventDates): { field: keyof EventDates; code: EventDateCode }[] {
  const issues: { field: keyof EventDates; code: EventDateCode }[] = [];
  if (dates.endsAt.getTime() < dates.startsAt.getTime())
    issues.push({ field: "endsAt", code: "ends_before_start" });
  if (dates.salesEndAt) {
    if (dates.salesStartAt && dates.salesEndAt.getTime() < dates.salesStartAt.getTime()) {
      issues.push({ field: "salesEndAt", code: "sales_end_before_sales_start" });
    }
    // Selling tickets for an event that is over helps nobody.
    if (dates.salesEndAt.getTime() > dates.endsAt.getTime()) {
      issues.push({ field: "salesEndAt", code: "sales_end_after_event_end" });
    }
  }
  return issues;
}

/** A quota (null: unlimited) may not drop below the tickets already sold or held in checkouts. */
export function checkTicketQuota(
  quota: number | null,
  counts: { soldCount: number; reservedCount: number },
): "quota_below_sold" | null {
  if (quota === null) return null;
  return quota < counts.soldCount + counts.reservedCount ? "quota_below_sold" : null;
}

export interface TicketSaleFacts {
  ticketActive: boolean;
  eventActive: boolean;
  endsAt: Date;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
}

/**
 * An active ticket is one a buyer could get now or later: the ticket type and its event are
 * active, the event is not over and its sales window has not closed. An event product without
 * any shows "no active events" (spec core §4). A sold-out ticket still counts: that case is the
 * "limit reached" warning's.
 */
export function isActiveTicket(facts: TicketSaleFacts, now: Date): boolean {
  if (!facts.ticketActive || !facts.eventActive) return false;
  if (facts.endsAt.getTime() <= now.getTime()) return false;
  return facts.salesEndAt === null || facts.salesEndAt.getTime() > now.getTime();
}
