/**
 * Rounds half away from zero on the decimal digits a person sees, not on the binary value:
 * 1.005 rounds to 1.01 (Math.round(1.005 * 100) gives 100 because 1.005 is stored as 1.00499...).
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value) || decimals < 0) return value;
  const sign = value < 0 ? -1 : 1;
  const text = String(Math.abs(value));
  if (/e/i.test(text)) {
    // Very large or tiny numbers: beyond double precision the binary route is as good as any.
    const factor = 10 ** decimals;
    return (sign * Math.round(Math.abs(value) * factor)) / factor;
  }
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length <= decimals) return value;
  let digits = BigInt(whole + fraction.slice(0, decimals));
  if ((fraction[decimals] ?? "0") >= "5") digits += 1n;
  const padded = digits.toString().padStart(decimals + 1, "0");
  const cut = padded.length - decimals;
  const result = Number(decimals > 0 ? `${padded.slice(0, cut)}.${padded.slice(cut)}` : padded);
  return result === 0 ? 0 : sign * result;
}

export function clamp(value: number, min: number | undefined, max: number | undefined): number {
  let result = value;
  if (max !== undefined && result > max) result = max;
  if (min !== undefined && result < min) result = min;
  return result;
}

/**
 * numerator / denominator rounded half up, on integers, so money never goes through a binary
 * fraction (0.145 * 100 is 14.499…). Both must be non-negative safe integers, denominator > 0.
 */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  const whole = Math.floor(numerator / denominator);
  const rest = numerator - whole * denominator;
  return rest * 2 >= denominator ? whole + 1 : whole;
}
