import { describe, expect, it, vi } from "vitest";
import { AFFILIATE_PAGE_SIZE } from "@sellwerk/domain";
import { PAYOUT_AREAS } from "../src/cabinet/payouts/payoutArea.ts";

// The areas name the API's paths only; the HTTP client behind them needs a browser.
vi.mock("../src/api/instance.ts", () => ({ api: {} }));

describe("the payout areas", () => {
  it("page the publisher's lists by the spec's 15 and leave the cabinet's and team member's at 20", () => {
    for (const list of Object.values(PAYOUT_AREAS["/publish"].lists)) {
      expect(list.defaultPer).toBe(AFFILIATE_PAGE_SIZE);
      expect(list.pageSizes).toContain(AFFILIATE_PAGE_SIZE);
    }
    for (const prefix of ["/cabinet", "/team_member"] as const)
      for (const list of Object.values(PAYOUT_AREAS[prefix].lists)) {
        expect(list.defaultPer).toBe(20);
        expect(list.pageSizes).not.toContain(AFFILIATE_PAGE_SIZE);
      }
  });

  it("name each area's pages under its prefix", () => {
    expect(PAYOUT_AREAS["/cabinet"].pages.map((p) => p.to)).toEqual([
      "/cabinet/payouts",
      "/cabinet/payouts_settings",
      "/cabinet/payouts_statement",
      "/cabinet/payouts_held",
      "/cabinet/transfers",
    ]);
    expect(PAYOUT_AREAS["/cabinet"].heldPath).toBe("/cabinet/payouts_held");
    for (const prefix of ["/publish", "/team_member"] as const) {
      expect(PAYOUT_AREAS[prefix].pages.map((p) => p.to)).toEqual(
        ["payouts_balance", "payouts", "payouts_settings", "transfers"].map((s) => `${prefix}/${s}`),
      );
      expect(PAYOUT_AREAS[prefix].heldPath).toBe(`${prefix}/payouts_balance`);
      expect(PAYOUT_AREAS[prefix].lists.transfers.path).toBe(`${prefix}/transfers`);
    }
  });
});
