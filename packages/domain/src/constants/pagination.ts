// List paging and sorting (spec two §7, §9). Keys on the wire are `per` and `page`.
export const PAGE_SIZES = [10, 20, 50, 100, 200, 500] as const;
/** Admin lists also offer 5 rows. */
export const ADMIN_PAGE_SIZES = [5, 10, 20, 50, 100, 200, 500] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Generic lists; the spec fixes only the per-screen sizes below. */
export const DEFAULT_PAGE_SIZE = 20;
export const PRODUCTS_PAGE_SIZE = 30;
export const AFFILIATE_PAGE_SIZE = 15;
export const SHOP_PAGE_SIZE = 15;
export const NOTIFICATIONS_LIMIT = 30;

export const SORT_DIRS = ["asc", "desc"] as const;
export type SortDir = (typeof SORT_DIRS)[number];
export const SORT_KEYS = ["position", "created_at"] as const;
/** Ordered lists (categories, lessons) sort by position ascending; everything else newest first. */
export const POSITION_SORT = { key: "position", dir: "asc" } as const;
export const DEFAULT_SORT = { key: "created_at", dir: "desc" } as const;

/** Counts stop at this number: exact counts over millions of rows cost more than they tell. */
export const TOTAL_COUNT_MAX = 10_000;
