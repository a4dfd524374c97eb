import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkEmail,
  checkLength,
  checkPassword,
  checkPhone,
  checkRequired,
  checkUsername,
  isBlank,
  isReservedUsername,
  isValidEmail,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESERVED_USERNAMES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "../src/index.ts";

describe("checkLength", () => {
  it("accepts both bounds (inclusive)", () => {
    expect(checkLength("abc", { min: 3, max: 5 })).toBeNull();
    expect(checkLength("abcde", { min: 3, max: 5 })).toBeNull();
  });
  it("reports one below min and one above max", () => {
    expect(checkLength("ab", { min: 3, max: 5 })).toBe("too_short");
    expect(checkLength("abcdef", { min: 3, max: 5 })).toBe("too_long");
  });
  it("counts characters, not UTF-16 units", () => {
    expect(checkLength("😀😀😀", { max: 3 })).toBeNull();
    expect(checkLength("ÄÖÜ", { min: 3, max: 3 })).toBeNull();
  });
  it("works with one bound only", () => {
    expect(checkLength("", { max: 3 })).toBeNull();
    expect(checkLength("x".repeat(1000), { min: 1 })).toBeNull();
  });
  it("name maximum is 60", () => {
    expect(NAME_MAX_LENGTH).toBe(60);
    expect(checkLength("a".repeat(60), { max: NAME_MAX_LENGTH })).toBeNull();
    expect(checkLength("a".repeat(61), { max: NAME_MAX_LENGTH })).toBe("too_long");
  });
  it("property: a length inside [min, max] is always accepted, outside never", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(50), fc.nat(50), (text, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const length = [...text].length;
        const code = checkLength(text, { min, max });
        expect(code === null).toBe(length >= min && length <= max);
      }),
    );
  });
});

describe("required", () => {
  it("treats blank strings, null, undefined and empty arrays as missing", () => {
    for (const v of [null, undefined, "", "   ", []]) expect(checkRequired(v)).toBe("required");
  });
  it("treats false and 0 as values", () => {
    expect(isBlank(false)).toBe(false);
    expect(isBlank(0)).toBe(false);
    expect(checkRequired("x")).toBeNull();
  });
});

describe("checkPassword", () => {
  it("has bounds 8 and 40, both inclusive", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(40);
    expect(checkPassword("a".repeat(7))).toBe("too_short");
    expect(checkPassword("a".repeat(8))).toBeNull();
    expect(checkPassword("a".repeat(40))).toBeNull();
    expect(checkPassword("a".repeat(41))).toBe("too_long");
    expect(checkPassword("")).toBe("too_short");
  });
});

describe("checkUsername", () => {
  it("accepts lowercase letters, digits, - and _ starting with a letter or digit", () => {
    for (const name of ["anna", "anna-shop", "shop_24", "9lives", "abc", "a".repeat(50)]) {
      expect(checkUsername(name)).toBeNull();
    }
  });
  it("too_small below 3 characters", () => {
    expect(USERNAME_MIN_LENGTH).toBe(3);
    expect(checkUsername("ab")).toBe("too_small");
    expect(checkUsername("")).toBe("too_small");
  });
  it("too_big above 50 characters", () => {
    expect(USERNAME_MAX_LENGTH).toBe(50);
    expect(checkUsername("a".repeat(51))).toBe("too_big");
  });
  it("invalid_pattern for uppercase, spaces, dots, umlauts and a leading - or _", () => {
    for (const name of ["Anna", "anna shop", "anna.shop", "jürgen", "-anna", "_anna", "anna/x", "anna@x"]) {
      expect(checkUsername(name)).toBe("invalid_pattern");
    }
  });
  it("reserved names are recognised case-insensitively", () => {
    for (const name of [
      "admin",
      "api",
      "cabinet",
      "publish",
      "payer",
      "team_member",
      "users",
      "s",
      "v",
      "shop",
    ]) {
      expect(RESERVED_USERNAMES).toContain(name);
      expect(isReservedUsername(name)).toBe(true);
    }
    expect(isReservedUsername("Admin")).toBe(true);
    expect(isReservedUsername("anna")).toBe(false);
  });
  it("reserved names are lowercase, unique and would otherwise be valid path words", () => {
    expect(new Set(RESERVED_USERNAMES).size).toBe(RESERVED_USERNAMES.length);
    for (const name of RESERVED_USERNAMES) expect(name).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
  });
});

describe("email", () => {
  it("accepts practical addresses", () => {
    for (const email of [
      "anna@example.com",
      "anna.berg+shop@mail.example.de",
      "o'brien@example.ie",
      "x@sub.domain.co.uk",
      "user@xn--mnchen-3ya.de",
    ]) {
      expect(isValidEmail(email)).toBe(true);
      expect(checkEmail(email)).toBeNull();
    }
  });
  it("rejects broken addresses", () => {
    for (const email of [
      "",
      "anna",
      "anna@",
      "@example.com",
      "anna@example",
      "anna @example.com",
      "anna@exa mple.com",
      "anna..berg@example.com",
      ".anna@example.com",
      "anna@-example.com",
      "anna@example.c",
      "anna@@example.com",
      "anna@example.com.",
    ]) {
      expect(checkEmail(email)).toBe("invalid_email");
    }
  });
  it("has a 254 character maximum", () => {
    const domain = `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.com`;
    const ok = `${"x".repeat(254 - domain.length - 1)}@${domain}`;
    expect(ok.length).toBe(254);
    expect(isValidEmail(ok)).toBe(true);
    expect(isValidEmail(`x${ok}`)).toBe(false);
    // the local part alone may not exceed 64 characters
    expect(isValidEmail(`${"x".repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${"x".repeat(65)}@example.com`)).toBe(false);
  });
});

describe("checkPhone", () => {
  it("accepts typed numbers with separators", () => {
    for (const phone of ["+49 30 1234567", "0049 (30) 123-45-67", "030/1234567", "+41.44.668.18.00"]) {
      expect(checkPhone(phone)).toBeNull();
    }
  });
  it("rejects letters, too few and too many digits", () => {
    for (const phone of ["call me", "12345", "+1234567890123456", "+49 30 12a4567", ""]) {
      expect(checkPhone(phone)).toBe("invalid_phone");
    }
  });
});
