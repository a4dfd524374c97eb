// Bounds of the list filters (spec two §3, §5).
export interface NumberRange {
  min: number;
  max?: number;
}

export const FILTER_RANGES = {
  chargesCount: { min: 0, max: 10_000 },
  daysOverdue: { min: 0, max: 365 },
  percentage: { min: 0, max: 100 },
  count: { min: 0 },
} as const satisfies Record<string, NumberRange>;
