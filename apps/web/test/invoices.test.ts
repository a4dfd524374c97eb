import { describe, expect, it } from "vitest";
import { billing } from "@sellwerk/contracts";
import en from "../src/i18n/locales/en/billing.json";
import de from "../src/i18n/locales/de/billing.json";
import { readListState, toRequestParams } from "../src/ui/list/listState.ts";
import { invoicesListOptions } from "../src/cabinet/invoices/invoicesList.ts";

describe("the cabinet's invoice list", () => {
  it("asks the API with its parameters, which its query schema accepts", () => {
    const state = readListState(
      new URLSearchParams(
        "kind=credit_memo&order_id=12&issued_from=2031-01-01&issued_till=2031-01-31&sort_key=gross_amount",
      ),
      invoicesListOptions,
    );
    const params = toRequestParams(state, invoicesListOptions);
    expect(params).toMatchObject({
      kind: "credit_memo",
      order_id: "12",
      issued_from: "2031-01-01",
      issued_till: "2031-01-31",
      sort_key: "gross_amount",
    });
    expect(billing.invoicesQuery.safeParse(params).success).toBe(true);
  });

  it("names every kind and VAT mode in both languages", () => {
    for (const kind of billing.INVOICE_KINDS) expect(en.kinds[kind] && de.kinds[kind]).toBeTruthy();
    expect(Object.keys(de.vatModes).sort()).toEqual(Object.keys(en.vatModes).sort());
  });
});
