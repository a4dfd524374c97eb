import type { ProfileType } from "@sellwerk/domain";

/** Only the payer profile enters; what a payer sees is further limited to their own rows. */
export const PAYER_ACCESS: readonly ProfileType[] = ["payer"];
export const PAYER_CONFIG = { access: PAYER_ACCESS };
