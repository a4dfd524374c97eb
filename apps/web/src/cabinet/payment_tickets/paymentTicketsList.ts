import { PAGE_SIZES, PAYMENT_TICKET_STATES } from "@sellwerk/domain";
import type { fulfilment } from "@sellwerk/contracts";
import { PAYMENT_TICKETS_PATH, type TicketEventOption } from "../../api/paymentTicketTypes.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

// The API's list contract (contracts fulfilment.ts), checked against its types; the values are
// written here because the browser bundle does not carry the zod schemas.
type TicketsQuery = fulfilment.PaymentTicketsQuery;
const SORT_KEYS = ["created_at", "id"] as const satisfies readonly TicketsQuery["sort_key"][];

/** GET /cabinet/payment_tickets: by event (the seller's own, named as they are) and state; newest first. */
export function paymentTicketsListOptions(events: readonly TicketEventOption[]): UseListOptions {
  return {
    path: PAYMENT_TICKETS_PATH,
    filters: [
      {
        key: "event",
        param: "event_id",
        labelKey: "fulfilment:list.filters.event",
        control: "select",
        options: events.map((e) => ({
          value: String(e.id),
          labelKey: "",
          label: `${e.name} (${e.productName})`,
        })),
      },
      {
        key: "state",
        param: "state",
        labelKey: "fulfilment:list.filters.state",
        control: "select",
        options: PAYMENT_TICKET_STATES.map((s) => ({ value: s, labelKey: `fulfilment:states.${s}` })),
      },
    ],
    sortKeys: SORT_KEYS,
    defaultSort: { key: "created_at", dir: "desc" },
    pageSizes: PAGE_SIZES,
    defaultPer: 20,
  };
}
