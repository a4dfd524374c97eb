// Affiliate programs (spec two §3, §9).
export const AFFILIATE_DEFAULT_COOKIE_EXPIRY_DAYS = 180;
export const AFFILIATE_MAX_COMMISSION = 100;
export const AFFILIATE_MAX_STAGES = 5;
export const AFFILIATE_DEFAULT_STAGE_COMMISSION = 0;
export const AFFILIATE_DEFAULT_BONUS = 0;

export const AFFILIATE_PROGRAM_SCOPES = ["all_products", "with_products"] as const;
export const AFFILIATE_PROGRAM_TYPES = ["single", "multiple"] as const;
export const AFFILIATE_COMMISSION_DURATIONS = ["none", "lifetime", "fixed"] as const;
export type AffiliateCommissionDuration = (typeof AFFILIATE_COMMISSION_DURATIONS)[number];
