import { platformFee } from "../orders/ledger.ts";

// The platform's fees, as an installation configures them (README: PLATFORM_FEE_PERCENT,
// PLATFORM_FEE_FIXED, PAYOUT_FEE_FIXED). A percentage of each sale plus a fixed amount per
// currency, and a fixed fee per payout per currency. The open-source build takes nothing unless
// configured: a self-hoster is the platform and owes themselves no fee.

export interface PlatformFees {
  /** Of every paid amount, in basis points (1.5 % = 150). */
  saleBasisPoints: number;
  /** Per paid amount, minor units by lowercase currency; a currency not named pays none. */
  saleFixed: Readonly<Record<string, number>>;
  /** Per payout, minor units by lowercase currency. */
  payoutFixed: Readonly<Record<string, number>>;
  /**
   * The platform_affiliate publisher's share of the sale fee of a seller they recruited, basis
   * points of the fee (PLATFORM_AFFILIATE_PERCENT, default 20 %). No fee, no share.
   */
  affiliateShareBasisPoints: number;
}

export const NO_PLATFORM_FEES: PlatformFees = {
  saleBasisPoints: 0,
  saleFixed: {},
  payoutFixed: {},
  affiliateShareBasisPoints: 0,
};

export function saleFee(fees: PlatformFees, amount: number, currency: string): number {
  return platformFee(amount, fees.saleBasisPoints, fees.saleFixed[currency] ?? 0);
}

export function payoutFee(fees: PlatformFees, currency: string): number {
  return fees.payoutFixed[currency] ?? 0;
}

/** "1.5" → 150 basis points; refuses anything that is no percentage with at most two decimals. */
export function parseFeePercent(text: string): number {
  if (!/^\d{1,2}(\.\d{1,2})?$|^100(\.0{1,2})?$/.test(text.trim()))
    throw new Error(`Not a fee percentage: "${text}"`);
  return Math.round(Number(text) * 100);
}

/** "eur:25,pln:100" → { eur: 25, pln: 100 } (minor units). */
export function parseFeePerCurrency(text: string): Record<string, number> {
  const fees: Record<string, number> = {};
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-zA-Z]{3}):(\d{1,9})$/.exec(part);
    if (!match) throw new Error(`Not a currency:amount pair: "${part}"`);
    fees[match[1]!.toLowerCase()] = Number(match[2]);
  }
  return fees;
}
