import {
  checkEventDates,
  checkLength,
  checkTicketQuota,
  INPUT_RANGE,
  PRODUCT_TEXT_LIMIT,
  TICKET_DEFAULT_LIMITS,
} from "@sellwerk/domain";
import type {
  EventInput,
  EventItem,
  TicketType,
  TicketTypeInput,
} from "../../../../../api/catalogContent.ts";
import { IssueList, type Issues } from "../form/issues.ts";

// The forms of the ticket details step, checked with the same domain rules as the API.

export type EventForm = EventInput;

const DAY = 86400_000;

/** A new event starts four weeks ahead at 19:00 local time and lasts three hours. */
export function newEventForm(now = new Date()): EventForm {
  const start = new Date(now.getTime() + 28 * DAY);
  start.setHours(19, 0, 0, 0);
  return {
    name: "",
    location: "",
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 3 * 3600_000).toISOString(),
    salesStartAt: null,
    salesEndAt: null,
    active: true,
  };
}

export function toEventForm(event: EventItem): EventForm {
  const { name, location, startsAt, endsAt, salesStartAt, salesEndAt, active } = event;
  return { name, location, startsAt, endsAt, salesStartAt, salesEndAt, active };
}

const textIssues = (list: IssueList, path: string, value: string, required: boolean) => {
  if (required && !value.trim()) list.code(path, "required");
  list.code(path, checkLength(value.trim(), { max: PRODUCT_TEXT_LIMIT }), { max: PRODUCT_TEXT_LIMIT });
};

export function validateEvent(form: EventForm): Issues {
  const list = new IssueList();
  textIssues(list, "name", form.name, true);
  textIssues(list, "location", form.location, false);
  if (!form.startsAt) list.code("startsAt", "required");
  if (!form.endsAt) list.code("endsAt", "required");
  if (form.startsAt && form.endsAt) {
    const issues = checkEventDates({
      startsAt: new Date(form.startsAt),
      endsAt: new Date(form.endsAt),
      salesStartAt: form.salesStartAt ? new Date(form.salesStartAt) : null,
      salesEndAt: form.salesEndAt ? new Date(form.salesEndAt) : null,
    });
    for (const issue of issues) list.code(issue.field, issue.code);
  }
  return list.issues;
}

export const eventPayload = (form: EventForm): EventInput => ({
  ...form,
  name: form.name.trim(),
  location: form.location.trim(),
});

export type TicketTypeForm = TicketTypeInput;

/** The spec's default quotas (45, 75) are offered; a new ticket type starts with the first. */
export const QUOTA_CHOICES = TICKET_DEFAULT_LIMITS;

export function newTicketTypeForm(): TicketTypeForm {
  return { name: "", free: false, price: 0, quota: QUOTA_CHOICES[0], active: true };
}

export function toTicketTypeForm(ticket: TicketType): TicketTypeForm {
  const { name, free, price, quota, active } = ticket;
  return { name, free, price, quota, active };
}

export function validateTicketType(
  form: TicketTypeForm,
  counts: Pick<TicketType, "soldCount" | "reservedCount"> | null,
): Issues {
  const list = new IssueList();
  textIssues(list, "name", form.name, true);
  if (!form.free && form.price < 1) list.code("price", "too_low", { min: 1 });
  if (form.quota !== null && (form.quota < INPUT_RANGE.min || form.quota > INPUT_RANGE.max))
    list.code("quota", "out_of_range", { min: INPUT_RANGE.min, max: INPUT_RANGE.max });
  if (counts)
    list.code("quota", checkTicketQuota(form.quota, counts), {
      min: counts.soldCount + counts.reservedCount,
    });
  return list.issues;
}

export const ticketTypePayload = (form: TicketTypeForm): TicketTypeInput => ({
  ...form,
  name: form.name.trim(),
  price: form.free ? 0 : form.price,
});
