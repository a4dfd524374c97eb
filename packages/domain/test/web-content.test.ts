import { describe, expect, it } from "vitest";
import {
  checkClassName,
  checkDomain,
  checkHexColor,
  checkNoCyrillic,
  checkNoScript,
  checkSubdomain,
  checkTrackingId,
  checkUrl,
  containsCyrillic,
  containsScriptTag,
  TRACKING_CODE_KINDS,
  TRACKING_EVENTS,
} from "../src/index.ts";

describe("checkDomain", () => {
  it("accepts host names with a real top-level label", () => {
    for (const d of [
      "example.com",
      "shop.example.de",
      "my-shop.co.uk",
      "xn--mnchen-3ya.de",
      "a.io",
      "EXAMPLE.COM",
    ]) {
      expect(checkDomain(d), d).toBeNull();
    }
  });
  it("rejects schemes, paths, ports, single labels and bad hyphens", () => {
    for (const d of [
      "",
      "localhost",
      "example",
      "https://example.com",
      "example.com/shop",
      "example.com:8080",
      "-example.com",
      "example-.com",
      "exa_mple.com",
      "example..com",
      "example.c",
      "example.123",
      `${"a".repeat(64)}.com`,
      "mü nchen.de",
    ]) {
      expect(checkDomain(d), d).toBe("invalid_domain");
    }
  });
});

describe("checkSubdomain", () => {
  it("accepts one DNS label", () => {
    for (const s of ["shop", "anna-berg", "a", "shop24", "a".repeat(63)])
      expect(checkSubdomain(s), s).toBeNull();
  });
  it("rejects dots, leading/trailing hyphens, underscores and long labels", () => {
    for (const s of ["", "shop.eu", "-shop", "shop-", "shop_eu", "a".repeat(64), "shöp"]) {
      expect(checkSubdomain(s), s).toBe("invalid_subdomain");
    }
  });
});

describe("checkUrl", () => {
  it("accepts http and https URLs", () => {
    for (const u of [
      "https://example.com",
      "http://example.com/path?x=1#top",
      "https://shop.example.de:8443/a/b",
      "http://localhost:3000/cabinet",
      "http://127.0.0.1/x",
      "HTTPS://EXAMPLE.COM",
    ]) {
      expect(checkUrl(u), u).toBeNull();
    }
  });
  it("rejects other schemes, missing hosts and spaces", () => {
    for (const u of [
      "",
      "example.com",
      "ftp://example.com",
      "javascript:alert(1)",
      "data:text/html,hi",
      "https://",
      "https:///path",
      "http://foo",
      "https://exa mple.com",
      "https://example.com/a b",
      "//example.com",
      "http://999.1.1.1",
    ]) {
      expect(checkUrl(u), u).toBe("invalid_url");
    }
  });
});

describe("content", () => {
  it("detects Cyrillic letters anywhere", () => {
    expect(containsCyrillic("Привет")).toBe(true);
    expect(containsCyrillic("Anna Петрова")).toBe(true);
    // a Cyrillic "а" that looks Latin
    expect(containsCyrillic("pаypal")).toBe(true);
    expect(containsCyrillic("Jürgen Øster Ça")).toBe(false);
    expect(checkNoCyrillic("Иван")).toBe("contains_cyrillic");
    expect(checkNoCyrillic("Ivan")).toBeNull();
  });
  it("detects script tags however written", () => {
    for (const t of [
      "<script>alert(1)</script>",
      "<SCRIPT src=x>",
      "< script>",
      "text</script >",
      "a<script\n>",
    ]) {
      expect(containsScriptTag(t), t).toBe(true);
      expect(checkNoScript(t)).toBe("contains_script");
    }
    for (const t of ["description", "<p>script</p>", "<scripted>", "javascript is fun"]) {
      expect(containsScriptTag(t), t).toBe(false);
    }
  });
});

describe("checkTrackingId", () => {
  it("lists the spec's kinds and events", () => {
    expect(TRACKING_CODE_KINDS).toEqual([
      "google_analytics",
      "ga4",
      "tag_manager",
      "facebook_pixel",
      "custom",
      "tracify",
    ]);
    expect(TRACKING_EVENTS).toContain("shop_sub_page");
  });
  it("google analytics ids start with UA-", () => {
    expect(checkTrackingId("google_analytics", "UA-12345678-1")).toBeNull();
    expect(checkTrackingId("google_analytics", "G-ABCDE12345")).toBe("invalid_tracking_id");
    expect(checkTrackingId("google_analytics", "12345678-1")).toBe("invalid_tracking_id");
  });
  it("GA4 ids start with G-", () => {
    expect(checkTrackingId("ga4", "G-ABCDE12345")).toBeNull();
    expect(checkTrackingId("ga4", " G-ABCDE12345 ")).toBeNull();
    expect(checkTrackingId("ga4", "UA-12345678-1")).toBe("invalid_tracking_id");
    expect(checkTrackingId("ga4", "G-")).toBe("invalid_tracking_id");
  });
  it("tag manager ids start with GTM-, pixels are digits", () => {
    expect(checkTrackingId("tag_manager", "GTM-ABC1234")).toBeNull();
    expect(checkTrackingId("tag_manager", "GTA-ABC1234")).toBe("invalid_tracking_id");
    expect(checkTrackingId("facebook_pixel", "1234567890123456")).toBeNull();
    expect(checkTrackingId("facebook_pixel", "12345abc")).toBe("invalid_tracking_id");
  });
  it("tracify needs a plain id, custom snippets need none", () => {
    expect(checkTrackingId("tracify", "shop_4711-x")).toBeNull();
    expect(checkTrackingId("tracify", "<script>")).toBe("invalid_tracking_id");
    expect(checkTrackingId("custom", "")).toBeNull();
  });
});

describe("style", () => {
  it("hex colours are #rgb or #rrggbb", () => {
    for (const c of ["#fff", "#FFC107", "#ffc107", "#000"]) expect(checkHexColor(c), c).toBeNull();
    for (const c of ["fff", "#ffff", "#fffffff", "#ggg", "#ffc10", "", "red"]) {
      expect(checkHexColor(c), c).toBe("invalid_hex_color");
    }
  });
  it("class names use letters, digits, underscore and hyphen", () => {
    for (const c of ["hero", "btn-primary", "block_2", "A1"]) expect(checkClassName(c), c).toBeNull();
    for (const c of ["", "two words", 'x"onload', "a.b", "émoji"])
      expect(checkClassName(c), c).toBe("invalid_class_name");
  });
});
