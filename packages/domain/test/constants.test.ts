import { describe, expect, it } from "vitest";
import * as domain from "../src/index.ts";
import {
  ACTIVE_PAYMENT_STATES,
  ADMIN_PAGE_SIZES,
  AFFILIATE_DEFAULT_BONUS,
  AFFILIATE_DEFAULT_COOKIE_EXPIRY_DAYS,
  AFFILIATE_MAX_COMMISSION,
  AFFILIATE_MAX_STAGES,
  AFFILIATE_PAGE_SIZE,
  BANK_COUNTRIES,
  BREAKPOINTS,
  BUTTON_KINDS,
  BUY_BUTTON_DEFAULT_COLOR,
  checkHexColor,
  CHECKOUT_DEFAULT_RADIUS,
  COLOR_PALETTE,
  CONTENT_LANGUAGES,
  DEFAULT_COUNTRY,
  DEFAULT_LOCALE,
  DEFAULT_RELATIVE_DATE_PRESET,
  DEFAULT_SORT,
  FINAL_PAYMENT_STATES,
  LOCALE_CODES,
  LOCALES,
  NOTIFICATIONS_LIMIT,
  ORDER_BUMP_UPSELL_MAX,
  PAGE_SIZES,
  PAYMENT_STATES,
  POSITION_SORT,
  PRODUCT_EDIT_STEPS,
  PRODUCT_TEXT_LIMIT,
  PRODUCT_TYPES,
  PRODUCTS_PAGE_SIZE,
  RELATIVE_DATE_PRESETS,
  SHOP_PAGE_SIZE,
  SIGN_UP_PROFILE_TYPES,
  PROFILE_TYPES,
  STATUS_COLORS,
  statusColor,
  TICKET_DEFAULT_LIMITS,
  TOAST_AUTO_CLOSE_MS,
  TOKEN_REFRESH_POLL_MS,
  TOTAL_COUNT_MAX,
  SECONDS_PER_DAY,
  SECONDS_PER_WEEK,
  DNS_TTL_OPTIONS,
} from "../src/index.ts";

describe("constants of both specs' §9", () => {
  it("checkout, products, affiliates", () => {
    expect(CHECKOUT_DEFAULT_RADIUS).toBe(22);
    expect(BUY_BUTTON_DEFAULT_COLOR).toBe("#ffc107");
    expect(PRODUCT_TEXT_LIMIT).toBe(300);
    expect(PRODUCTS_PAGE_SIZE).toBe(30);
    expect(TICKET_DEFAULT_LIMITS).toEqual([45, 75]);
    expect(ORDER_BUMP_UPSELL_MAX).toBe(300);
    expect(AFFILIATE_DEFAULT_COOKIE_EXPIRY_DAYS).toBe(180);
    expect(AFFILIATE_MAX_COMMISSION).toBe(100);
    expect(AFFILIATE_MAX_STAGES).toBe(5);
    expect(AFFILIATE_DEFAULT_BONUS).toBe(0);
    expect(AFFILIATE_PAGE_SIZE).toBe(15);
    expect(SHOP_PAGE_SIZE).toBe(15);
    expect(NOTIFICATIONS_LIMIT).toBe(30);
  });
  it("countries and locales", () => {
    expect(DEFAULT_COUNTRY).toBe("DE");
    expect(BANK_COUNTRIES).toHaveLength(13);
    expect(LOCALES).toEqual(["en", "de"]);
    expect(DEFAULT_LOCALE).toBe("en");
    expect(LOCALE_CODES).toEqual({ en: "en-US", de: "de-DE" });
    expect(CONTENT_LANGUAGES).toHaveLength(20);
    for (const l of LOCALES) expect(CONTENT_LANGUAGES).toContain(l);
  });
  it("lists and time", () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100, 200, 500]);
    expect(ADMIN_PAGE_SIZES).toEqual([5, ...PAGE_SIZES]);
    expect(POSITION_SORT).toEqual({ key: "position", dir: "asc" });
    expect(DEFAULT_SORT).toEqual({ key: "created_at", dir: "desc" });
    expect(TOTAL_COUNT_MAX).toBe(10_000);
    expect(RELATIVE_DATE_PRESETS).toContain(DEFAULT_RELATIVE_DATE_PRESET);
    expect(SECONDS_PER_WEEK).toBe(7 * SECONDS_PER_DAY);
    expect(DNS_TTL_OPTIONS).toEqual([300, 3600, 86_400, 604_800]);
  });
  it("interface", () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(4000);
    expect(TOKEN_REFRESH_POLL_MS).toBe(500);
    expect(BREAKPOINTS).toEqual({ mobile: 576, tablet: 768, desktop: 992 });
    expect(BUTTON_KINDS).toEqual(["primary", "secondary", "highlight", "danger", "ghost"]);
    expect(COLOR_PALETTE).toHaveLength(15);
    expect(new Set(COLOR_PALETTE).size).toBe(15);
    for (const c of COLOR_PALETTE) expect(checkHexColor(c)).toBeNull();
  });
  it("roles", () => {
    for (const t of SIGN_UP_PROFILE_TYPES) expect(PROFILE_TYPES).toContain(t);
  });
  it("every product type has edit steps starting with details and ending with advanced", () => {
    for (const type of PRODUCT_TYPES) {
      const steps = PRODUCT_EDIT_STEPS[type];
      expect(steps[0]).toBe("details");
      expect(steps[steps.length - 1]).toBe("advanced");
    }
  });
});

describe("states", () => {
  it("every exported state list is non-empty and free of duplicates", () => {
    const lists = Object.entries(domain).filter(
      ([name, value]) => /_(STATES|STAGES|STEPS|STATUSES)$/.test(name) && Array.isArray(value),
    ) as [string, readonly string[]][];
    expect(lists.length).toBeGreaterThan(20);
    for (const [name, list] of lists) {
      expect(list.length, name).toBeGreaterThan(0);
      expect(new Set(list).size, name).toBe(list.length);
    }
  });
  it("payment subsets are payment states", () => {
    for (const s of [...ACTIVE_PAYMENT_STATES, ...FINAL_PAYMENT_STATES]) expect(PAYMENT_STATES).toContain(s);
  });
  it("status colours follow spec two §4", () => {
    expect(statusColor("paid")).toEqual({ color: "green", highlighted: false });
    expect(statusColor("payment_paused")).toEqual({ color: "red", highlighted: true });
    expect(statusColor("payment_refunded")).toEqual({ color: "amber", highlighted: true });
    expect(statusColor("publish_pending")).toEqual({ color: "amber", highlighted: false });
    expect(statusColor("draft")).toEqual({ color: "grey", highlighted: false });
    expect(Object.keys(STATUS_COLORS)).toHaveLength(17);
  });
});
