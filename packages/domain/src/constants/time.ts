// Durations and date presets (spec two §9).
export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_DAY = 86_400;
export const SECONDS_PER_WEEK = 604_800;

export const DURATIONS_SECONDS = {
  second: 1,
  minute: SECONDS_PER_MINUTE,
  hour: SECONDS_PER_HOUR,
  day: SECONDS_PER_DAY,
  week: SECONDS_PER_WEEK,
} as const;

/** Units of plan intervals and access durations: days, weeks, months, years. */
export const DURATION_UNITS = ["d", "w", "m", "y"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const TIME_UNITS = ["week", "day", "hour", "minute", "second"] as const;

/** TTLs offered for DNS records of custom domains. */
export const DNS_TTL_OPTIONS = [300, 3600, 86_400, 604_800] as const;

/** "Last N days" presets of date filters and statistics. */
export const RELATIVE_DATE_PRESETS = [7, 30, 90, 180, 365] as const;
export const DEFAULT_RELATIVE_DATE_PRESET = 90;
