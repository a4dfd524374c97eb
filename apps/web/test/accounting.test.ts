import { describe, expect, it } from "vitest";
import { DATEV_ACCOUNT_KEYS, DATEV_EXPORT_STATUSES, DATEV_STATES } from "@sellwerk/domain";
import { accounting } from "@sellwerk/contracts";
import en from "../src/i18n/locales/en/accounting.json";
import de from "../src/i18n/locales/de/accounting.json";
import { readListState, toRequestParams } from "../src/ui/list/listState.ts";
import { snakeToCamel, camelToSnake } from "../src/api/client/caseConversion.ts";
import { ACCOUNTING_EXPORT_LIST } from "../src/cabinet/accounting/accountingList.ts";

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
