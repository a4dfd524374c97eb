// API paths of the affiliate screens, apart from the client so list options (and their tests)
// load without a browser.

export const PROGRAMS_PATH = "/cabinet/affiliate_programs";
export const NODES_PATH = "/cabinet/affiliate_nodes";
export const AFFILIATE_STATISTICS_PATH = "/cabinet/affiliate_statistics";
export const publicProgramPath = (id: number) => `/common/affiliate_programs/${id}`;
