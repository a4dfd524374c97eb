import { describe, expect, it } from "vitest";
import {
  checkLicenseKeyFormat,
  LICENSE_KEY_MIN_SIZE,
  licenseKeyMatchesFormat,
  parseLicenseKeyFormat,
} from "../src/index.ts";

describe("checkLicenseKeyFormat", () => {
  it("accepts formats with at least one typed parameter", () => {
    for (const f of [
      "SW-{alphanumeric:5}-{numeric:4}",
      "{alphabetic:3}",
      "{numeric:16}",
      "KEY/{alphabetic:4}.{numeric:4}#{alphanumeric:4}",
      "{numeric:2}-{numeric:1}",
    ]) {
      expect(checkLicenseKeyFormat(f), f).toBeNull();
    }
  });
  it("bad format: broken braces, missing size, spaces or odd characters", () => {
    for (const f of [
      "",
      "SW-{alphanumeric:5",
      "SW-alphanumeric:5}",
      "{alphanumeric}",
      "{alphanumeric:}",
      "{alphanumeric:x}",
      "{{numeric:4}}",
      "SW {numeric:4}",
      "SW-{numeric:4}-ä",
      "{}",
    ]) {
      expect(checkLicenseKeyFormat(f), f).toBe("license_key_bad_format");
    }
  });
  it("format type: no parameter, or a type outside alphabetic/alphanumeric/numeric", () => {
    for (const f of ["SW-STATIC-KEY", "{hex:8}", "{numeric:4}-{uuid:8}"]) {
      expect(checkLicenseKeyFormat(f), f).toBe("license_key_format_type");
    }
  });
  it("format size: fewer than 3 random characters, or too large", () => {
    expect(LICENSE_KEY_MIN_SIZE).toBe(3);
    expect(checkLicenseKeyFormat("SW-{numeric:2}")).toBe("license_key_format_size");
    expect(checkLicenseKeyFormat("{numeric:0}-{numeric:5}")).toBe("license_key_format_size");
    expect(checkLicenseKeyFormat("{numeric:65}")).toBe("license_key_format_size");
    expect(checkLicenseKeyFormat("{numeric:3}")).toBeNull();
    expect(checkLicenseKeyFormat(`${"A".repeat(250)}{numeric:6}`)).toBe("license_key_format_size");
  });
  it("parses into segments", () => {
    expect(parseLicenseKeyFormat("SW-{alphanumeric:5}-{numeric:4}")).toEqual([
      { kind: "literal", text: "SW-" },
      { kind: "parameter", type: "alphanumeric", size: 5 },
      { kind: "literal", text: "-" },
      { kind: "parameter", type: "numeric", size: 4 },
    ]);
  });
  it("matches keys against a format", () => {
    const format = "SW-{alphanumeric:5}-{numeric:4}";
    expect(licenseKeyMatchesFormat("SW-7K2QF-0381", format)).toBe(true);
    expect(licenseKeyMatchesFormat("sw-7k2qf-0381", format)).toBe(true);
    expect(licenseKeyMatchesFormat("SW-7K2QF-038A", format)).toBe(false);
    expect(licenseKeyMatchesFormat("SW-7K2Q-0381", format)).toBe(false);
    expect(licenseKeyMatchesFormat("X.ABC", "X.{alphabetic:3}")).toBe(true);
    expect(licenseKeyMatchesFormat("XYABC", "X.{alphabetic:3}")).toBe(false);
    expect(licenseKeyMatchesFormat("anything", "{bad")).toBe(false);
  });
});
