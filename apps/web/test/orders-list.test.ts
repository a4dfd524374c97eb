import { describe, expect, it, vi } from "vitest";
import { ordersListOptions } from "../src/cabinet/orders/list/ordersList.ts";

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
