import { describe, expect, it } from "vitest";
import {
  activeFilters,
  formatTotal,
  pageCount,
  readListState,
  toRequestParams,
  withFilter,
  withSort,
  writeListState,
} from "../src/ui/list/listState.ts";
import type { ListConfig } from "../src/ui/list/listTypes.ts";

const config: ListConfig = {
  filters: [
    {
      key: "profileType",
      param: "profile_type",
      labelKey: "x",
      control: "select",
      options: [{ value: "seller", labelKey: "s" }],
    },
    { key: "confirmed", param: "email_confirmed", labelKey: "x", control: "boolean" },
    { key: "created", param: "created", labelKey: "x", control: "dateRange" },
    { key: "charged", param: "charge", labelKey: "x", control: "dateRange", variant: "time" },
    { key: "charges", param: "charges_count", labelKey: "x", control: "numberRange", min: 0, max: 10000 },
    {
      key: "states",
      param: "state",
      labelKey: "x",
      control: "multiselect",
      options: [
        { value: "a", labelKey: "a" },
        { value: "b", labelKey: "b" },
      ],
    },
  ],
  sortKeys: ["id", "created_at", "email"],
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: [5, 10, 20],
  defaultPer: 20,
  expand: ["profiles"],
};

describe("list state in the URL", () => {
  it("reads valid values and drops what no control could produce", () => {
    const state = readListState(
      new URLSearchParams(
        "page=3&per=5&sort_key=email&sort_dir=asc&query=anna&profile_type=seller&email_confirmed=maybe&created_from=2024-01-01&created_till=junk&charges_count_to=99999&state=a&state=zzz&charge_from_time=2024-01-01T10:00",
      ),
      config,
    );
    expect(state).toEqual({
      page: 3,
      per: 5,
      query: "anna",
      sortKey: "email",
      sortDir: "asc",
      filters: {
        profile_type: "seller",
        created_from: "2024-01-01",
        charges_count_to: "10000",
        state: ["a"],
        charge_from_time: "2024-01-01T10:00",
      },
    });
  });

  it("falls back to defaults for unknown sort keys and page sizes", () => {
    const state = readListState(new URLSearchParams("per=7&sort_key=password&page=-1"), config);
    expect(state).toMatchObject({ page: 1, per: 20, sortKey: "created_at", sortDir: "desc", filters: {} });
  });

  it("writes only what differs from the defaults and reads it back the same", () => {
    const base = readListState(new URLSearchParams(), config);
    expect(writeListState(base, config).toString()).toBe("");
    const changed = withFilter(withSort({ ...base, page: 4 }, "email"), "state", ["a", "b"]);
    const search = writeListState(changed, config);
    expect(search.toString()).toBe("sort_key=email&sort_dir=desc&state=a&state=b");
    expect(readListState(search, config)).toEqual(changed);
  });

  it("flips the direction when the sorted column is clicked again", () => {
    const base = readListState(new URLSearchParams(), config);
    expect(withSort(base, "created_at")).toMatchObject({ sortKey: "created_at", sortDir: "asc" });
    expect(withSort(withSort(base, "created_at"), "created_at")).toMatchObject({ sortDir: "desc" });
  });

  it("builds the generic list request", () => {
    const state = readListState(new URLSearchParams("query=%20x%20&email_confirmed=true"), config);
    expect(toRequestParams(state, config)).toEqual({
      page: 1,
      per: 20,
      query: "x",
      sort_key: "created_at",
      sort_dir: "desc",
      expand: "profiles",
      counts: undefined,
      email_confirmed: "true",
    });
  });

  it("lists active filters with range halves as their own chips", () => {
    const state = readListState(
      new URLSearchParams("created_from=2024-01-01&created_till=2024-02-01"),
      config,
    );
    expect(activeFilters(state, config).map((f) => [f.param, f.bound])).toEqual([
      ["created_from", "from"],
      ["created_till", "till"],
    ]);
  });
});

describe("totals", () => {
  it("shows 10,000+ when the count reached total_count_max", () => {
    expect(formatTotal(10000, 10000, "en-US")).toBe("10,000+");
    expect(formatTotal(10000, 10000, "de-DE")).toBe("10.000+");
    expect(formatTotal(42, 10000, "en-US")).toBe("42");
  });

  it("pages only as far as the capped count goes", () => {
    expect(pageCount(0, 10000, 20)).toBe(1);
    expect(pageCount(41, 10000, 20)).toBe(3);
    expect(pageCount(10000, 10000, 500)).toBe(20);
  });
});
