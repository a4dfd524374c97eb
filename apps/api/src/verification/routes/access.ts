import type { ProfileType } from "@sellwerk/domain";

/**
 * The seller's verification and bank accounts: the seller, and a team member acting for them (the
 * spec gives team members a bank accounts page); sales team members sell and have no say here.
 */
export const VERIFICATION_ACCESS: readonly ProfileType[] = ["seller", "team_member"];
/** Spec core §6: the manager manages bank accounts and legitimations. */
export const MANAGER_ACCESS: readonly ProfileType[] = ["manager"];
