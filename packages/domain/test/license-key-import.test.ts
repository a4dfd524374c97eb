import { describe, expect, it } from "vitest";
import { distinctLicenseKeys, licenseKeysFromText } from "../src/index.ts";

describe("licenseKeysFromText", () => {
  it("takes one key per line, trimmed, without empty lines, whatever the line ends", () => {
    expect(licenseKeysFromText("  AAA-1 \r\nBBB-2\n\n   \rCCC-3\n")).toEqual(["AAA-1", "BBB-2", "CCC-3"]);
  });
  it("takes the first column of a CSV file, quoted or not", () => {
    const csv = 'key,order\n"K-1",17\nK-2;x\nK-3\t1\n';
    expect(licenseKeysFromText(csv, { csv: true })).toEqual(["key", "K-1", "K-2", "K-3"]);
  });
});

describe("distinctLicenseKeys", () => {
  it("keeps the first of repeated keys and names the repeats", () => {
    expect(distinctLicenseKeys(["A", "B", "A", "C", "A"])).toEqual({
      distinct: ["A", "B", "C"],
      repeated: ["A", "A"],
    });
  });
});
