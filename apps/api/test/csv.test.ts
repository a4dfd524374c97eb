import { describe, expect, it } from "vitest";
import { csvLine } from "../src/platform/http/csv.ts";

/** The cells of one line as a spreadsheet receives them (no cell here holds a comma or quote). */
const cells = (...values: Parameters<typeof csvLine>[0]) => csvLine(values).replace(/\r\n$/, "").split(",");

describe("CSV cells a spreadsheet would calculate", () => {
  it("are written as text: =, +, -, @, tab and carriage return at the start", () => {
    expect(cells("-2+3", "=1+1", "+49 30 1234", "@SUM(A1)", "\tx", "-A1")).toEqual([
      "'-2+3",
      "'=1+1",
      "'+49 30 1234",
      "'@SUM(A1)",
      "'\tx",
      "'-A1",
    ]);
    // A carriage return also makes the cell quoted.
    expect(csvLine(["\r=1+1"])).toBe(`"'\r=1+1"\r\n`);
  });

  it("leave plain numbers, negative amounts included, as numbers", () => {
    expect(cells("-12.50", -5, "0.00", 49, "3", "-0")).toEqual(["-12.50", "-5", "0.00", "49", "3", "-0"]);
  });

  it("defuse what only looks numeric at first, and quote what needs quoting after", () => {
    expect(cells("-1e5", "-12.50 EUR", "- 3")).toEqual(["'-1e5", "'-12.50 EUR", "'- 3"]);
    expect(csvLine(['-"a",b'])).toBe(`"'-""a"",b"\r\n`);
    expect(cells("Köln", "a-b", "", null, undefined, true)).toEqual(["Köln", "a-b", "", "", "", "true"]);
  });
});
