// Shared interface behaviour (spec two §9, core §9). Kept here so web components and the
// server-rendered buyer pages agree without importing each other.

export const TOAST_TYPES = ["success", "error", "warning", "info"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const TOAST_AUTO_CLOSE_MS = 4000;

/** While one request renews the session, others poll this often for the new token. */
export const TOKEN_REFRESH_POLL_MS = 500;

/** Widths in px: mobile is at or below 576, desktop starts above 991. */
export const BREAKPOINTS = { mobile: 576, tablet: 768, desktop: 992 } as const;

export const BUTTON_KINDS = ["primary", "secondary", "highlight", "danger", "ghost"] as const;
export type ButtonKind = (typeof BUTTON_KINDS)[number];

/** The 15 preset colours offered by colour pickers: a hue wheel plus two neutrals. */
export const COLOR_PALETTE = [
  "#ef4444",
  "#f97316",
  "#f59e0b",
  "#eab308",
  "#84cc16",
  "#22c55e",
  "#14b8a6",
  "#06b6d4",
  "#3b82f6",
  "#6366f1",
  "#8b5cf6",
  "#d946ef",
  "#ec4899",
  "#64748b",
  "#1f2937",
] as const;

export const TOOLTIP_SHOW_DELAY_MS = 0;
export const TOOLTIP_HIDE_DELAY_MS = 200;
export const TOOLTIP_OFFSET_PX = 8;
export const TOOLTIP_PLACEMENTS = ["top", "right", "bottom", "left"] as const;
export type TooltipPlacement = (typeof TOOLTIP_PLACEMENTS)[number];

/** Characters shown before long texts are cut with an ellipsis. */
export const TEXT_TRUNCATE_LENGTH = 30;

export const MODAL_SIZES = ["small", "medium"] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
export const MODAL_DEFAULT_SIZE: ModalSize = "small";
export const MODAL_SHOW_CLOSE_BUTTON = true;

export const ICON_DEFAULT_SIZE = 20;
export const ICON_GRID_SIZE = 20;
export const INFO_ICON_SIZE = 21;

/** Accessible name of links that have no text of their own. */
export const LINK_DEFAULT_LABEL = "Link";
/** External links open in a new tab without giving the target our window or our URL. */
export const EXTERNAL_LINK_REL = "noopener noreferrer";

export const LOADING_MASK = {
  light: "rgba(255, 255, 255, 0.7)",
  dark: "rgba(0, 0, 0, 0.3)",
} as const;

export const INPUT_TYPES = ["email", "password", "text"] as const;
export const EDITOR_TYPES = ["simple", "mail", "rich"] as const;
/** Bounds of generic numeric inputs. */
export const INPUT_RANGE = { min: 1, max: 1_000_000 } as const;
/** Limits for select questions (spec two §9 "select questions limits 20 and 30"). */
export const SELECT_QUESTION_LIMITS = [20, 30] as const;
/** Select defaults (spec two §3). */
export const SELECT_DEFAULTS = { searchable: true, clearable: false } as const;

export const FONT_DEFAULTS = {
  fontWeight: 400,
  fontDisplay: "swap",
  fallbackFont: "Montserrat",
  fontStyle: "normal",
} as const;
