import { checkEventDates, INPUT_RANGE, PRODUCT_TEXT_LIMIT, type EventDates } from "@sellwerk/domain";
import { z, text } from "./zod.ts";
import { dateTime, productVersion, recordId } from "./product-parts.ts";

// Events and ticket types (the "ticket details" step of an event product).

const snake = {
  startsAt: "starts_at",
  endsAt: "ends_at",
  salesStartAt: "sales_start_at",
  salesEndAt: "sales_end_at",
};

/** The domain's date rules on a complete body; a PATCH is checked again after merging with the stored event. */
function datesRule(
  body: { starts_at: string; ends_at: string; sales_start_at: string | null; sales_end_at: string | null },
  ctx: z.RefinementCtx,
) {
  const dates: EventDates = {
    startsAt: new Date(body.starts_at),
    endsAt: new Date(body.ends_at),
    salesStartAt: body.sales_start_at ? new Date(body.sales_start_at) : null,
    salesEndAt: body.sales_end_at ? new Date(body.sales_end_at) : null,
  };
  for (const issue of checkEventDates(dates)) {
    ctx.addIssue({ code: "custom", message: issue.code, path: [snake[issue.field]] });
  }
}

const eventFields = {
  name: text(PRODUCT_TEXT_LIMIT),
  location: z.string().trim().max(PRODUCT_TEXT_LIMIT),
  starts_at: dateTime,
  ends_at: dateTime,
  sales_start_at: dateTime.nullable(),
  sales_end_at: dateTime.nullable(),
  active: z.boolean(),
};

export const eventCreateBody = z
  .object({
    version: productVersion,
    name: eventFields.name,
    location: eventFields.location.default(""),
    starts_at: eventFields.starts_at,
    ends_at: eventFields.ends_at,
    sales_start_at: eventFields.sales_start_at.default(null),
    sales_end_at: eventFields.sales_end_at.default(null),
    active: eventFields.active.default(true),
  })
  .superRefine(datesRule);

export const eventUpdateBody = z.object({
  version: productVersion,
  name: eventFields.name.optional(),
  location: eventFields.location.optional(),
  starts_at: eventFields.starts_at.optional(),
  ends_at: eventFields.ends_at.optional(),
  sales_start_at: eventFields.sales_start_at.optional(),
  sales_end_at: eventFields.sales_end_at.optional(),
  active: eventFields.active.optional(),
});
export type EventUpdate = z.infer<typeof eventUpdateBody>;

const ticketFields = {
  name: text(PRODUCT_TEXT_LIMIT),
  free: z.boolean(),
  /** Minor units of the product's currency. */
  price: z.number().int().min(0).max(100_000_000),
  /** null: no quota of its own (the product limit may still apply). */
  quota: z.number().int().min(INPUT_RANGE.min).max(INPUT_RANGE.max).nullable(),
  active: z.boolean(),
};

/** A paid ticket needs a price; a free one is stored with 0 whatever was sent. */
function priceRule(body: { free?: boolean | undefined; price?: number | undefined }, ctx: z.RefinementCtx) {
  if (body.free === false && body.price !== undefined && body.price < 1) {
    ctx.addIssue({ code: "custom", message: "too_low", path: ["price"], params: { minimum: 1 } });
  }
}

export const ticketTypeCreateBody = z
  .object({
    version: productVersion,
    name: ticketFields.name,
    free: ticketFields.free.default(false),
    price: ticketFields.price.default(0),
    quota: ticketFields.quota.default(null),
    active: ticketFields.active.default(true),
  })
  .superRefine(priceRule);

export const ticketTypeUpdateBody = z.object({
  version: productVersion,
  name: ticketFields.name.optional(),
  free: ticketFields.free.optional(),
  price: ticketFields.price.optional(),
  quota: ticketFields.quota.optional(),
  active: ticketFields.active.optional(),
});
export type TicketTypeUpdate = z.infer<typeof ticketTypeUpdateBody>;

export const eventParams = z.object({ id: recordId, event_id: recordId });
export const ticketTypeParams = z.object({ id: recordId, event_id: recordId, ticket_type_id: recordId });

// --- answers ---

export const ticketType = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  name: z.string(),
  free: z.boolean(),
  price: z.number().int(),
  currency: z.string(),
  quota: z.number().int().nullable(),
  sold_count: z.number().int(),
  reserved_count: z.number().int(),
  /** Tickets left under the quota; null when there is none. */
  available: z.number().int().nullable(),
  active: z.boolean(),
  position: z.number().int(),
});

export const event = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  sales_start_at: z.string().nullable(),
  sales_end_at: z.string().nullable(),
  active: z.boolean(),
  position: z.number().int(),
  ticket_types: z.array(ticketType),
});

export const eventsList = z.object({
  list: z.array(event),
  /** Active ticket types on active, upcoming events; 0 shows "no active events". */
  active_tickets_count: z.number().int(),
  product_version: z.number().int(),
});

export const eventAnswer = z.object({ event, product_version: z.number().int() });
export const ticketTypeAnswer = z.object({ ticket_type: ticketType, product_version: z.number().int() });

export type Event = z.infer<typeof event>;
export type TicketType = z.infer<typeof ticketType>;
