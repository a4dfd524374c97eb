import { AFFILIATE_MAX_COMMISSION } from "../constants/affiliates.ts";
import { roundHalfUp } from "../math/round.ts";

/**
 * Commission percentages of a program's stages: each within 0..100, and together at most 100,
 * since a sale cannot pay out more than its price.
 */
export function checkAffiliateCommissions(
  commissions: readonly number[],
): "out_of_range" | "too_high" | null {
  if (commissions.some((c) => !Number.isFinite(c) || c < 0 || c > AFFILIATE_MAX_COMMISSION))
    return "out_of_range";
  // Rounded so 33.33 + 33.33 + 33.34 counts as 100, not 100.00000000000001.
  const total = roundHalfUp(
    commissions.reduce((sum, c) => sum + c, 0),
    6,
  );
  return total > AFFILIATE_MAX_COMMISSION ? "too_high" : null;
}
