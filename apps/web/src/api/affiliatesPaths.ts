// API paths of the affiliate screens, apart from the client so list options (and their tests)
// load without a browser.

export const PROGRAMS_PATH = "/cabinet/affiliate_programs";
/** The publishers of the seller's programs, for the orders list's publisher picker. */
export const SELLER_PUBLISHERS_PATH = "/cabinet/affiliate_publishers";
export const NODES_PATH = "/cabinet/affiliate_nodes";
export const AFFILIATE_STATISTICS_PATH = "/cabinet/affiliate_statistics";
export const publicProgramPath = (id: number) => `/common/affiliate_programs/${id}`;
