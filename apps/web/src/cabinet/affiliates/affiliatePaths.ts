import { AFFILIATE_PAGE_SIZE, PAGE_SIZES } from "@sellwerk/domain";

// The seller's affiliate screens (spec two §2: tabs programs, publishers, statistic) and the
// public landing page a program's publishers share.

export const AFFILIATE_PAGES = {
  programs: "/cabinet/affiliate_programs",
  publishers: "/cabinet/affiliate_nodes",
  statistic: "/cabinet/affiliate_statistics",
} as const;

export type AffiliateTab = keyof typeof AFFILIATE_PAGES;

export const newProgramPath = `${AFFILIATE_PAGES.programs}/new`;
export const programPath = (id: number) => `${AFFILIATE_PAGES.programs}/${id}`;
export const editProgramPath = (id: number) => `${AFFILIATE_PAGES.programs}/${id}/edit`;
/** The nodes list opened on one program. */
export const programNodesPath = (id: number) => `${AFFILIATE_PAGES.publishers}?affiliate_program_id=${id}`;

/** Affiliate lists show 15 rows (spec two §9); the generic sizes stay on offer. */
export const AFFILIATE_PAGE_SIZES: readonly number[] = [AFFILIATE_PAGE_SIZE, ...PAGE_SIZES].sort(
  (a, b) => a - b,
);
