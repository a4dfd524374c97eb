import { describe, expect, it } from "vitest";
import { AFFILIATE_NODE_STATES } from "@sellwerk/domain";
import { affiliates } from "@sellwerk/contracts";
import en from "../src/i18n/locales/en/publish.json";
import de from "../src/i18n/locales/de/publish.json";
import { readListState, toRequestParams } from "../src/ui/list/listState.ts";
import { MARKETPLACE_LIST, NODES_LIST, ORDERS_LIST, PROGRAMS_LIST } from "../src/publish/publishLists.ts";
import { parseProgramLink } from "../src/publish/nodes/programLink.ts";
import { periodOf, STATISTICS_VIEWS } from "../src/publish/statistics/statisticsModel.ts";

// The publisher area's lists ask the API with parameters its query schemas accept, 15 a page;
// a pasted program link names the program and the recruiter; every state and view has words.

const paramsOf = (options: typeof ORDERS_LIST, query: string) =>
  toRequestParams(readListState(new URLSearchParams(query), options), options);

describe("the publisher area's lists", () => {
  it("orders: program, seller, stage and date filters pass the API's query, 15 a page", () => {
    const params = paramsOf(
      ORDERS_LIST,
      "program_id=3&seller_id=2&stage=2&date_from=2031-01-01&date_till=2031-01-31&sort_key=base_amount",
    );
    expect(params).toMatchObject({
      program_id: "3",
      seller_id: "2",
      stage: "2",
      date_from: "2031-01-01",
      date_till: "2031-01-31",
      per: 15,
      sort_key: "base_amount",
    });
    const parsed = affiliates.publishOrdersQuery.parse(params);
    expect(parsed).toMatchObject({ per: 15, program_id: 3, stage: 2, date_till: "2031-01-31" });
  });

  it("joined programs, marketplace and nodes pass their queries", () => {
    expect(affiliates.publishProgramsQuery.safeParse(paramsOf(PROGRAMS_LIST, "seller_id=4")).success).toBe(
      true,
    );
    const market = paramsOf(MARKETPLACE_LIST, "min_commission=10&query=yoga&sort_key=commission");
    expect(affiliates.marketplaceQuery.safeParse(market).success).toBe(true);
    const nodes = paramsOf(
      NODES_LIST,
      "state=requested&waiting=true&affiliate_program_id=5&created_from=2031-01-01&created_till=2031-02-01",
    );
    expect(nodes).toMatchObject({ state: "requested", waiting: "true", affiliate_program_id: "5" });
    expect(affiliates.publishNodesQuery.safeParse(nodes).success).toBe(true);
  });
});

describe("a pasted program link", () => {
  it.each([
    ["https://sellwerk.example/affiliate_programs/12?recruiter=7", { programId: 12, recruiterId: 7 }],
    ["/affiliate_programs/12", { programId: 12, recruiterId: null }],
    ["https://x.test/publish/affiliate_marketplace/9", { programId: 9, recruiterId: null }],
    ["https://x.test/aff/4/31?utm_source=mail", { programId: 4, recruiterId: null }],
    [" 15 ", { programId: 15, recruiterId: null }],
    ["https://x.test/affiliate_programs/3?recruiter=abc", { programId: 3, recruiterId: null }],
  ])("%s names its program", (link, expected) => {
    expect(parseProgramLink(link, "https://x.test")).toEqual(expected);
  });

  it.each(["", "hello", "https://x.test/s/anna/course", "/affiliate_programs/0", "/affiliate_programs/-1"])(
    "%s names none",
    (link) => expect(parseProgramLink(link, "https://x.test")).toBeNull(),
  );
});

describe("statistics", () => {
  it("asks for the last n days, today included, in the browser's calendar", () => {
    expect(periodOf(30, new Date(2031, 2, 10, 23, 30))).toEqual({ from: "2031-02-09", to: "2031-03-10" });
    expect(periodOf(7, new Date(2031, 0, 3))).toEqual({ from: "2030-12-28", to: "2031-01-03" });
  });

  it("has every view of the API and its words in both languages", () => {
    expect([...STATISTICS_VIEWS]).toEqual([...affiliates.PUBLISH_STATISTICS_VIEWS]);
    for (const view of STATISTICS_VIEWS)
      for (const lang of [en, de]) {
        expect(lang.statistics.views[view]).toBeTruthy();
        expect(lang.statistics.empty[view]).toBeTruthy();
      }
  });

  it("names every node state in both languages (accepted shown as active)", () => {
    for (const state of AFFILIATE_NODE_STATES)
      expect(en.nodeStates[state] && de.nodeStates[state]).toBeTruthy();
    expect(en.nodeStates.accepted).toBe("Active");
    expect(de.nodeStates.accepted).toBe("Aktiv");
  });
});
