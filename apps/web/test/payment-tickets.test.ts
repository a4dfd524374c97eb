import { describe, expect, it } from "vitest";
import { PAYMENT_TICKET_STATES } from "@sellwerk/domain";
import { fulfilment } from "@sellwerk/contracts";
import en from "../src/i18n/locales/en/fulfilment.json";
import de from "../src/i18n/locales/de/fulfilment.json";
import { readListState, toRequestParams } from "../src/ui/list/listState.ts";
import { paymentTicketsListOptions } from "../src/cabinet/payment_tickets/paymentTicketsList.ts";

const EVENTS = [
  {
    id: 7,
    name: "Summer Conference",
    location: "Berlin",
    startsAt: "2031-06-12T17:00:00Z",
    endsAt: "2031-06-12T22:00:00Z",
    productName: "Conference",
    ticketsCount: 3,
  },
];

describe("the cabinet's payment tickets", () => {
  it("asks the API with its parameters, which its query schema accepts", () => {
    const options = paymentTicketsListOptions(EVENTS);
    const state = readListState(new URLSearchParams("event_id=7&state=used&query=anna&sort_key=id"), options);
    const params = toRequestParams(state, options);
    expect(params).toMatchObject({ event_id: "7", state: "used", query: "anna", sort_key: "id" });
    expect(fulfilment.paymentTicketsQuery.safeParse(params).success).toBe(true);
    expect(fulfilment.paymentTicketsExportQuery.safeParse({ event_id: "7", state: "used" }).success).toBe(
      true,
    );
  });

  it("names every ticket state in both languages", () => {
    for (const state of PAYMENT_TICKET_STATES) expect(en.states[state] && de.states[state]).toBeTruthy();
  });
});
