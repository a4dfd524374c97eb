import type { ProfileType } from "@sellwerk/domain";

/**
 * The seller and team members acting for them (X-Seller-Id). Sales team members sell; where the
 * seller's money goes and the provider keys are not theirs to see or change.
 */
export const PAYMENT_SETTINGS_ACCESS: readonly ProfileType[] = ["seller", "team_member"];
