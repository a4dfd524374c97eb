import { describe, expect, it } from "vitest";
import { ORDER_RATE_STATES } from "@sellwerk/domain";
import { orders } from "@sellwerk/contracts";
import en from "../src/i18n/locales/en/orders.json";
import de from "../src/i18n/locales/de/orders.json";
import { readListState, toRequestParams } from "../src/ui/list/listState.ts";
import { orderRatesListOptions } from "../src/cabinet/order-rates/orderRatesList.ts";

describe("the cabinet's order rates list", () => {
  const options = orderRatesListOptions([{ id: 7, name: "Course" }]);

  it("asks the API with its parameters, which its query schema accepts", () => {
    const state = readListState(
      new URLSearchParams(
        "state=unpaid&payment_state=paying&product_id=7&currency=eur&due_from=2031-01-01&due_till=2031-01-31&paid_from=2031-02-01&paid_till=2031-02-28&sort_key=amount&query=anna",
      ),
      options,
    );
    const params = toRequestParams(state, options);
    expect(params).toMatchObject({
      state: "unpaid",
      payment_state: "paying",
      product_id: "7",
      currency: "eur",
      due_from: "2031-01-01",
      due_till: "2031-01-31",
      paid_from: "2031-02-01",
      paid_till: "2031-02-28",
      sort_key: "amount",
    });
    expect(orders.orderRatesQuery.safeParse(params).success).toBe(true);
  });

  it("names every rate state and its own texts in both languages", () => {
    for (const state of ORDER_RATE_STATES) expect(en.rateStates[state] && de.rateStates[state]).toBeTruthy();
    expect(Object.keys(de.rateList.columns).sort()).toEqual(Object.keys(en.rateList.columns).sort());
    expect(Object.keys(de.csvColumns).sort()).toEqual(Object.keys(en.csvColumns).sort());
  });
});
