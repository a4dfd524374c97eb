import { BUY_BUTTON_DEFAULT_COLOR, CHECKOUT_DEFAULT_RADIUS, checkHexColor } from "@sellwerk/domain";
import type { CheckoutView } from "./types.ts";

// The seller's checkout theme as CSS custom properties. It goes into one <style> element whose
// hash the page's CSP allows (style-src 'self' 'sha256-…'), so no inline style attribute is ever
// needed. Colours must be hex and radii bounded: anything else could break out of the rule.

const color = (value: string, fallback: string) =>
  checkHexColor(value.trim()) === null ? value.trim() : fallback;
const radius = (value: number, fallback: number) =>
  `${Number.isInteger(value) ? Math.min(Math.max(value, 0), 40) : fallback}px`;

export function themeCss(theme: CheckoutView["theme"]): string {
  const vars: [string, string][] = [
    ["--page", color(theme.page_color, "#ffffff")],
    ["--bg", color(theme.background_color, "#f5f6f8")],
    ["--buy-bg", color(theme.buy_button_color, BUY_BUTTON_DEFAULT_COLOR)],
    ["--buy-fg", color(theme.buy_button_font_color, "#1a1a1a")],
    ["--buy-radius", radius(theme.buy_button_radius, CHECKOUT_DEFAULT_RADIUS)],
    ["--coupon-bg", color(theme.coupon_button_color, "#1f2937")],
    ["--coupon-fg", color(theme.coupon_button_font_color, "#ffffff")],
    ["--coupon-radius", radius(theme.coupon_button_radius, 8)],
    ["--reco-bg", color(theme.recommended_badge_color, "#16a34a")],
    ["--reco-fg", color(theme.recommended_badge_font_color, "#ffffff")],
    ["--countdown-bg", color(theme.countdown_color, "#111827")],
    ["--countdown-fg", color(theme.countdown_font_color, "#ffffff")],
  ];
  return `:root{${vars.map(([name, value]) => `${name}:${value}`).join(";")}}`;
}
