import type { ProfileType } from "@sellwerk/domain";

/**
 * Invoice settings (number formats, VAT settings) are the seller's and a team member's acting for
 * them; sales team members sell, but what the seller's invoices say is not theirs to change.
 */
export const BILLING_SETTINGS_ACCESS: readonly ProfileType[] = ["seller", "team_member"];
