import { describe, expect, it, vi } from "vitest";
import { EXPORT_LISTS } from "@sellwerk/domain";
import { exportJobs, payouts } from "@sellwerk/contracts";
import en from "../src/i18n/locales/en/exports.json";
import de from "../src/i18n/locales/de/exports.json";
import { payoutPaths } from "../src/api/payouts.ts";
import { PAYOUT_AREAS } from "../src/cabinet/payouts/payoutArea.ts";
import { readListState } from "../src/ui/list/listState.ts";
import { exportFilters } from "../src/ui/list/exportFilters.ts";
import type { ListController } from "../src/ui/list/useList.ts";

// The payout lists' "Export CSV" sends the list's filters as they stand: to the direct CSV, or
// as an export job's filters, which the API checks against that list's export query. The paths
// and checks are the API's; the HTTP client behind them needs a browser.
vi.mock("../src/api/instance.ts", () => ({ api: {} }));

/** The filters the export button sends for a list opened with this address. */
function sent(search: string, options: (typeof PAYOUT_AREAS)["/cabinet"]["lists"]["transfers"]) {
  const state = readListState(new URLSearchParams(search), options);
  return exportFilters({ state } as unknown as ListController<unknown>);
}

describe("the payout lists' exports", () => {
  it("send every transfers filter and the search in a form the transfers CSV and its export job accept", () => {
    const filters = sent(
      "state=paid_out&transferable_type=order_rate&provider=sandbox&transfer_country_code=AT&transfer_id=7&payout_id=3&currency=eur&created_from=2031-01-01&created_till=2031-01-31&query=%2312&sort_key=amount&page=3",
      PAYOUT_AREAS["/cabinet"].lists.transfers,
    );
    expect(filters).toEqual({
      state: "paid_out",
      transferable_type: "order_rate",
      provider: "sandbox",
      transfer_country_code: "AT",
      transfer_id: "7",
      payout_id: "3",
      currency: "eur",
      created_from: "2031-01-01",
      created_till: "2031-01-31",
      query: "#12",
    });
    expect(payouts.transfersExportQuery.safeParse(filters).success).toBe(true);
    expect(exportJobs.createRunBody.safeParse({ list: "transfers", filters }).success).toBe(true);
  });

  it("send the statement's filters in a form its export job accepts", () => {
    const filters = sent(
      "kind=charge&currency=eur&created_from=2031-01-01&query=%2312",
      PAYOUT_AREAS["/cabinet"].lists.statement,
    );
    expect(filters).toEqual({ kind: "charge", currency: "eur", created_from: "2031-01-01", query: "#12" });
    expect(exportJobs.createRunBody.safeParse({ list: "statement", filters }).success).toBe(true);
  });

  it("download each area's own transfers CSV", () => {
    for (const prefix of ["/cabinet", "/publish", "/team_member"] as const)
      expect(payoutPaths(prefix).transfersExport).toBe(`${prefix}/transfers/export.csv`);
  });

  it("name every export list in both languages", () => {
    for (const list of EXPORT_LISTS) expect(en.lists[list] && de.lists[list], list).toBeTruthy();
    expect(en.lists.transfers).toBe("Transfers");
    expect(de.lists.statement).toBe("Kontoauszug");
  });
});
