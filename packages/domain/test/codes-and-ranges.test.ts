import { describe, expect, it } from "vitest";
import {
  checkAdult,
  checkAffiliateCommissions,
  checkBic,
  checkClassName,
  checkDate,
  checkDomain,
  checkEmail,
  checkHexColor,
  checkLength,
  checkLicenseKeyFormat,
  checkNoCyrillic,
  checkNoScript,
  checkPassword,
  checkPhone,
  checkRange,
  checkRequired,
  checkSubdomain,
  checkTime,
  checkTrackingId,
  checkUrl,
  checkUsername,
  checkVatNumber,
  FILTER_RANGES,
  INPUT_RANGE,
  isValidationCode,
  validateSellerProfile,
  VALIDATION_CODES,
} from "../src/index.ts";
import type { ValidationCode } from "../src/index.ts";

// Typed so the compiler proves every check returns only listed codes.
const STRING_CHECKS: Record<string, (value: string) => ValidationCode | null> = {
  checkRequired,
  checkPassword,
  checkUsername,
  checkEmail,
  checkPhone,
  checkBic,
  checkVatNumber,
  checkTime,
  checkDate: (v) => checkDate(v),
  checkAdult: (v) => checkAdult(v, new Date()),
  checkDomain,
  checkSubdomain,
  checkUrl,
  checkNoCyrillic,
  checkNoScript,
  checkTrackingId: (v) => checkTrackingId("ga4", v),
  checkHexColor,
  checkClassName,
  checkLicenseKeyFormat,
  checkLength: (v) => checkLength(v, { min: 3, max: 5 }),
  checkRange: (v) => checkRange(Number(v), { min: 0, max: 1 }),
};

describe("VALIDATION_CODES", () => {
  it("are unique lowercase snake_case words", () => {
    expect(new Set(VALIDATION_CODES).size).toBe(VALIDATION_CODES.length);
    for (const code of VALIDATION_CODES) expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });
  it("include the codes the spec names", () => {
    for (const code of [
      "required",
      "too_short",
      "too_small",
      "too_big",
      "invalid_pattern",
      "already_exists",
      "wrong_vat",
      "not_adult",
    ]) {
      expect(isValidationCode(code), code).toBe(true);
    }
    expect(isValidationCode("This field is required")).toBe(false);
  });
  it("every check answers null or a listed code for bad input", () => {
    const inputs = ["", "x", "<script>", "Привет", "99:99", "31.02.2019", "-1", "http://", "{"];
    for (const [name, check] of Object.entries(STRING_CHECKS)) {
      for (const input of inputs) {
        const code = check(input);
        if (code !== null) expect(isValidationCode(code), `${name}(${input}) -> ${code}`).toBe(true);
      }
    }
    for (const code of Object.values(validateSellerProfile({ businessType: "x", phone: "y" }))) {
      expect(isValidationCode(code)).toBe(true);
    }
  });
});

describe("checkRange", () => {
  it("is inclusive and names only bounds that exist", () => {
    expect(checkRange(0, FILTER_RANGES.chargesCount)).toBeNull();
    expect(checkRange(10_000, FILTER_RANGES.chargesCount)).toBeNull();
    expect(checkRange(10_001, FILTER_RANGES.chargesCount)).toBe("out_of_range");
    expect(checkRange(-1, FILTER_RANGES.daysOverdue)).toBe("out_of_range");
    expect(checkRange(366, FILTER_RANGES.daysOverdue)).toBe("out_of_range");
    expect(checkRange(100, FILTER_RANGES.percentage)).toBeNull();
    expect(checkRange(100.5, FILTER_RANGES.percentage)).toBe("out_of_range");
    expect(checkRange(-1, FILTER_RANGES.count)).toBe("too_low");
    expect(checkRange(1e9, FILTER_RANGES.count)).toBeNull();
    expect(checkRange(11, { max: 10 })).toBe("too_high");
    expect(checkRange(Number.NaN, INPUT_RANGE)).toBe("out_of_range");
    expect(checkRange(1, INPUT_RANGE)).toBeNull();
    expect(checkRange(1_000_000, INPUT_RANGE)).toBeNull();
    expect(checkRange(0, INPUT_RANGE)).toBe("out_of_range");
  });
});

describe("checkAffiliateCommissions", () => {
  it("each stage 0..100 and together at most 100", () => {
    expect(checkAffiliateCommissions([])).toBeNull();
    expect(checkAffiliateCommissions([30, 20, 10])).toBeNull();
    expect(checkAffiliateCommissions([33.33, 33.33, 33.34])).toBeNull();
    expect(checkAffiliateCommissions([60, 50])).toBe("too_high");
    expect(checkAffiliateCommissions([-1])).toBe("out_of_range");
    expect(checkAffiliateCommissions([101])).toBe("out_of_range");
  });
});
