import { describe, expect, it } from "vitest";
import {
  BOOKING_ACCESS_VALUES,
  DATEV_ACCOUNT_KEYS,
  DATEV_BOOKING_TYPES,
  DATEV_EXPORT_STATUSES,
  DATEV_STATES,
} from "@sellwerk/domain";
import { accounting } from "@sellwerk/contracts";
import en from "../src/i18n/locales/en/accounting.json";
import de from "../src/i18n/locales/de/accounting.json";
import { readListState, toRequestParams } from "../src/ui/list/listState.ts";
import { snakeToCamel, camelToSnake } from "../src/api/client/caseConversion.ts";
import {
  ACCOUNTING_BOOKING_LIST,
  ACCOUNTING_EXPORT_LIST,
  exportOfBookingFilters,
} from "../src/cabinet/accounting/accountingList.ts";

describe("the cabinet's accounting exports list", () => {
  it("asks the API with its filters, which its query schema accepts", () => {
    const state = readListState(
      new URLSearchParams(
        "datev_state=generated&datev_export_status=open&event_date_from=2026-01-01&event_date_till=2026-03-31&sort_key=id",
      ),
      ACCOUNTING_EXPORT_LIST,
    );
    const params = toRequestParams(state, ACCOUNTING_EXPORT_LIST);
    expect(params).toMatchObject({
      datev_state: "generated",
      datev_export_status: "open",
      event_date_from: "2026-01-01",
      event_date_till: "2026-03-31",
      sort_key: "id",
    });
    expect(accounting.exportsQuery.safeParse(params).success).toBe(true);
  });

  it("sends the account settings back under the keys the API reads", () => {
    // The client turns snake_case into camelCase and back: every account key must survive it.
    for (const key of DATEV_ACCOUNT_KEYS) expect(camelToSnake(snakeToCamel(key))).toBe(key);
  });

  it("names every state, export status and account in both languages", () => {
    for (const s of DATEV_STATES) expect(en.states[s] && de.states[s]).toBeTruthy();
    for (const s of DATEV_EXPORT_STATUSES) expect(en.exportStatuses[s] && de.exportStatuses[s]).toBeTruthy();
    for (const k of DATEV_ACCOUNT_KEYS) {
      const field = snakeToCamel(k) as keyof typeof en.accounts;
      expect(en.accounts[field] && de.accounts[field]).toBeTruthy();
    }
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });
});

describe("the cabinet's accounting bookings list", () => {
  const search =
    "event_date_from=2026-03-01&event_date_till=2026-03-31&booking_type=payment&seller_account=1360&gen_account=10000&gen_account_present=true&document_field_1=RE-2026-7&w_document_field_1_present=true&event_key=payment%3A5&access=paused&datev_state=generated&datev_export_status=open&sort_key=amount&sort_dir=asc";

  it("offers every filter spec two §3 names for the accounting export", () => {
    const params = ACCOUNTING_BOOKING_LIST.filters.map((f) => f.param).sort();
    expect(params).toEqual(
      [
        "gen_account",
        "gen_account_present",
        "document_field_1",
        "w_document_field_1_present",
        "booking_type",
        "datev_state",
        "datev_export_status",
        "seller_account",
        "event_key",
        "event_date",
        "access",
      ].sort(),
    );
    const access = ACCOUNTING_BOOKING_LIST.filters.find((f) => f.param === "access");
    expect(access && "options" in access ? access.options.map((o) => o.value) : []).toEqual([
      ...BOOKING_ACCESS_VALUES,
    ]);
  });

  it("asks the API with every filter of the spec's accounting export, which its query schema accepts", () => {
    const params = toRequestParams(
      readListState(new URLSearchParams(search), ACCOUNTING_BOOKING_LIST),
      ACCOUNTING_BOOKING_LIST,
    );
    const parsed = accounting.bookingsQuery.safeParse(params);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      event_date_from: "2026-03-01",
      booking_type: "payment",
      seller_account: "1360",
      gen_account: "10000",
      gen_account_present: "true",
      document_field_1: "RE-2026-7",
      w_document_field_1_present: "true",
      event_key: "payment:5",
      access: "paused",
      sort_key: "amount",
    });
  });

  it("exports the list's period with the same filters, which the export body accepts", () => {
    const state = readListState(new URLSearchParams(search), ACCOUNTING_BOOKING_LIST);
    const { from, till, filters } = exportOfBookingFilters(state.filters);
    expect({ from, till }).toEqual({ from: "2026-03-01", till: "2026-03-31" });
    expect(filters).toEqual({
      booking_type: "payment",
      seller_account: "1360",
      gen_account: "10000",
      gen_account_present: "true",
      document_field_1: "RE-2026-7",
      w_document_field_1_present: "true",
      event_key: "payment:5",
      access: "paused",
      datev_state: "generated",
      datev_export_status: "open",
    });
    // The client sends keys through camelToSnake: the filter names must come through unchanged.
    for (const key of Object.keys(filters)) expect(camelToSnake(key)).toBe(key);
    expect(accounting.createExportBody.safeParse({ from, till, filters }).success).toBe(true);
    // Without a period there is nothing to export.
    expect(exportOfBookingFilters({ booking_type: "payment" })).toMatchObject({ from: null, till: null });
  });

  it("reads the booking's fields under the names the page uses", () => {
    expect(snakeToCamel("document_field_1")).toBe("documentField1");
    expect(snakeToCamel("w_document_field_1_present")).toBe("wDocumentField1Present");
  });

  it("names every booking type, side and filter in both languages", () => {
    for (const type of DATEV_BOOKING_TYPES)
      expect(en.bookingTypes[type] && de.bookingTypes[type]).toBeTruthy();
    for (const side of ["S", "H"] as const) expect(en.sides[side] && de.sides[side]).toBeTruthy();
    const label = (dict: typeof en, key: string) =>
      key
        .split(":")[1]!
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dict);
    for (const filter of ACCOUNTING_BOOKING_LIST.filters) {
      expect(label(en, filter.labelKey), filter.labelKey).toBeTruthy();
      expect(label(de, filter.labelKey), filter.labelKey).toBeTruthy();
      if ("options" in filter)
        for (const option of filter.options) {
          expect(label(en, option.labelKey), option.labelKey).toBeTruthy();
          expect(label(de, option.labelKey), option.labelKey).toBeTruthy();
        }
    }
  });
});
