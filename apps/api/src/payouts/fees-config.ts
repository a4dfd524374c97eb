import { parseFeePercent, parseFeePerCurrency, type PlatformFees } from "@sellwerk/domain";

/**
 * The platform's fees from the environment (README "Settings"): PLATFORM_FEE_PERCENT of every
 * paid amount plus PLATFORM_FEE_FIXED per currency ("eur:25,gbp:20"), and PAYOUT_FEE_FIXED per
 * payout per currency. Unset: no fee — a self-hosted installation is its own platform.
 * PLATFORM_AFFILIATE_PERCENT (default 20) of a sale's fee goes to the publisher who recruited the
 * seller (the platform_affiliate program, docs/affiliates.md "Commissions").
 */
export function loadPlatformFees(env: NodeJS.ProcessEnv): PlatformFees {
  return {
    saleBasisPoints: env.PLATFORM_FEE_PERCENT ? parseFeePercent(env.PLATFORM_FEE_PERCENT) : 0,
    saleFixed: parseFeePerCurrency(env.PLATFORM_FEE_FIXED ?? ""),
    payoutFixed: parseFeePerCurrency(env.PAYOUT_FEE_FIXED ?? ""),
    affiliateShareBasisPoints: parseFeePercent(env.PLATFORM_AFFILIATE_PERCENT ?? "20"),
  };
}
