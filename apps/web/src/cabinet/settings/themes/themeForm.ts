import {
  checkHexColor,
  CHECKOUT_THEME_NAME_MAX,
  CHECKOUT_THEME_RADIUS_MAX,
  CHECKOUT_THEME_TEXT_MAX,
  DEFAULT_BUYER_INCLUDE_TYPE,
  DEFAULT_CHECKOUT_THEME,
  DEFAULT_TRUST_SEALS,
  type CheckoutLayout,
} from "@sellwerk/domain";
import type {
  BuyerIncludeType,
  CheckoutTheme,
  CheckoutThemeLook,
  TrustSealsSettings,
} from "../../../api/checkoutSettingsTypes.ts";
import type { ThemeInput } from "../../../api/checkoutThemes.ts";

// The checkout theme editor's form (spec core §3 "Checkout theme"): a new theme starts from the
// built-in look; the checks are the API's (docs/api-checkout-settings.md).

export interface ThemeForm {
  name: string;
  layout: CheckoutLayout;
  theme: CheckoutThemeLook;
  trustSeals: TrustSealsSettings;
  buyerIncludeType: BuyerIncludeType;
}

export const COLOR_FIELDS = [
  "pageColor",
  "backgroundColor",
  "buyButtonColor",
  "buyButtonFontColor",
  "couponButtonColor",
  "couponButtonFontColor",
  "recommendedBadgeColor",
  "recommendedBadgeFontColor",
  "countdownColor",
  "countdownFontColor",
] as const satisfies readonly (keyof CheckoutThemeLook)[];
export type ColorField = (typeof COLOR_FIELDS)[number];

export function newThemeForm(name: string): ThemeForm {
  return {
    name,
    layout: "default",
    theme: { ...DEFAULT_CHECKOUT_THEME },
    trustSeals: { ...DEFAULT_TRUST_SEALS, productSealFileId: null, productSealUrl: null },
    buyerIncludeType: DEFAULT_BUYER_INCLUDE_TYPE,
  };
}

export function toThemeForm(theme: CheckoutTheme): ThemeForm {
  return {
    name: theme.name,
    layout: theme.layout,
    theme: { ...theme.theme },
    trustSeals: { ...theme.trustSeals },
    buyerIncludeType: theme.buyerIncludeType,
  };
}

export interface Issue {
  code: string;
  params?: Record<string, number>;
}

/** Issues by field path (name, theme.buyButtonColor …), named like the server's field errors. */
export function themeIssues(form: ThemeForm): Record<string, Issue> {
  const issues: Record<string, Issue> = {};
  const name = form.name.trim();
  if (!name) issues.name = { code: "required" };
  else if (name.length > CHECKOUT_THEME_NAME_MAX)
    issues.name = { code: "too_long", params: { max: CHECKOUT_THEME_NAME_MAX } };
  for (const field of COLOR_FIELDS) {
    const code = checkHexColor(form.theme[field]);
    if (code) issues[`theme.${field}`] = { code };
  }
  for (const field of ["buyButtonRadius", "couponButtonRadius"] as const) {
    const value = form.theme[field];
    if (!Number.isInteger(value) || value < 0 || value > CHECKOUT_THEME_RADIUS_MAX)
      issues[`theme.${field}`] = { code: "out_of_range", params: { min: 0, max: CHECKOUT_THEME_RADIUS_MAX } };
  }
  for (const field of ["getForFreeText", "countdownText"] as const)
    if (form.theme[field].trim().length > CHECKOUT_THEME_TEXT_MAX)
      issues[`theme.${field}`] = { code: "too_long", params: { max: CHECKOUT_THEME_TEXT_MAX } };
  if (form.theme.countdownEnabled && !form.theme.countdownEndsAt)
    issues["theme.countdownEndsAt"] = { code: "required" };
  return issues;
}

export function themeInput(form: ThemeForm): ThemeInput {
  return {
    ...form,
    name: form.name.trim(),
    theme: {
      ...form.theme,
      getForFreeText: form.theme.getForFreeText.trim(),
      countdownText: form.theme.countdownText.trim(),
    },
  };
}

/** What is left until the countdown's end, as "2d 04:12:09"; zero once it passed. */
export function timeLeft(endsAt: string | null, now: number): string {
  const ms = endsAt ? Math.max(0, Date.parse(endsAt) - now) : 0;
  const s = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const clock = `${pad(Math.floor(s / 3600) % 24)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
  const days = Math.floor(s / 86400);
  return days > 0 ? `${days}d ${clock}` : clock;
}
