import { describe, expect, it, vi } from "vitest";
import { ordersListOptions } from "../src/cabinet/orders/list/ordersList.ts";
import { orderPaths } from "../src/cabinet/orders/orderPaths.ts";

// The list options name the API's path only; the HTTP client behind it needs a browser.
vi.mock("../src/api/instance.ts", () => ({ api: {} }));

describe("the orders list's publisher filter", () => {
  it("picks a publisher of the seller's programs by name and username, and sends their id", () => {
    const options = ordersListOptions(
      [],
      [],
      [
        { id: 7, name: "Pia Publisher", username: "pia" },
        { id: 9, name: "Pia Publisher", username: "pia2" },
      ],
    );
    const publisher = options.filters.find((f) => f.key === "publisher");
    expect(publisher).toMatchObject({ param: "publisher_id", control: "select", searchable: true });
    expect(publisher && "options" in publisher ? publisher.options : []).toEqual([
      { value: "7", labelKey: "", label: "Pia Publisher (@pia)" },
      { value: "9", labelKey: "", label: "Pia Publisher (@pia2)" },
    ]);
  });
});

describe("the order screens' links", () => {
  it("stay in the area they were opened in; the team member area names a payout or claim without linking it", () => {
    expect(orderPaths("/cabinet")).toMatchObject({ list: "/cabinet/orders", payouts: "/cabinet/payouts" });
    expect(orderPaths("/cabinet").detail(4)).toBe("/cabinet/orders/4");
    // The team member area's payout pages are the member's own money, never the seller's.
    expect(orderPaths("/team_member")).toMatchObject({ list: "/team_member/orders", payouts: null });
    expect(orderPaths("/team_member").detail(4)).toBe("/team_member/orders/4");
    expect(orderPaths("/cabinet").dunningClaim?.(9)).toBe("/cabinet/dunning/9");
    expect(orderPaths("/team_member").dunningClaim).toBeNull();
  });
});
