import type { NumberRange } from "../constants/filters.ts";

/**
 * Inclusive numeric bounds. With both bounds the code is out_of_range ("between {min} and {max}");
 * with one bound too_low or too_high, so the message never names a bound that does not exist.
 */
export function checkRange(
  value: number,
  { min, max }: { min?: number; max?: number } | NumberRange,
): "out_of_range" | "too_low" | "too_high" | null {
  const low = min !== undefined && !(value >= min);
  const high = max !== undefined && !(value <= max);
  if (!low && !high && Number.isFinite(value)) return null;
  if (min !== undefined && max !== undefined) return "out_of_range";
  if (min !== undefined) return "too_low";
  if (max !== undefined) return "too_high";
  return "out_of_range";
}
