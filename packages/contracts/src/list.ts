import { PAGE_SIZES, ADMIN_PAGE_SIZES, SORT_DIRS, TOTAL_COUNT_MAX } from "@sellwerk/domain";
import { z } from "./zod.ts";

// The generic list request of spec two §7: page, per, query, sort_key, sort_dir, expand, counts
// plus the list's own filter keys; answered as { list, total_count, total_count_max }.
export interface ListOptions<K extends string> {
  sortKeys: readonly [K, ...K[]];
  defaultSortKey: K;
  defaultSortDir?: "asc" | "desc";
  admin?: boolean;
  defaultPer?: number;
}

export function listQuery<K extends string, F extends z.ZodRawShape>(options: ListOptions<K>, filters: F) {
  // A list's own default (products: 30) is a size the client may also send back explicitly.
  const sizes: readonly number[] = [
    ...(options.admin ? ADMIN_PAGE_SIZES : PAGE_SIZES),
    ...(options.defaultPer ? [options.defaultPer] : []),
  ];
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per: z.coerce
      .number()
      .int()
      .refine((n) => sizes.includes(n), { message: "invalid_value" })
      .default(options.defaultPer ?? 20),
    query: z.string().trim().max(200).optional(),
    sort_key: z.enum(options.sortKeys).default(options.defaultSortKey),
    sort_dir: z.enum(SORT_DIRS).default(options.defaultSortDir ?? "desc"),
    expand: z.string().max(200).optional(),
    counts: z.string().max(200).optional(),
    ...filters,
  });
}

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total_count: z.number().int(), total_count_max: z.number().int() });
}

/**
 * Keyset lists (orders, money lists) also page by cursor: the `next_cursor` / `prev_cursor` of an
 * answer, sent back as `cursor` (then `page` is ignored). Deep pages stay as fast as the first.
 */
export const listCursor = z
  .string()
  .regex(/^[np][1-9]\d{0,17}$/, { message: "invalid_value" })
  .optional();

/**
 * What an export of a list leaves out of its query: paging, sorting and expansion. A CSV takes
 * the list's filters and search and goes by id.
 */
export const LIST_PAGING = {
  page: true,
  per: true,
  sort_key: true,
  sort_dir: true,
  expand: true,
  counts: true,
} as const;

/** The same for a list that also pages by cursor. */
export const KEYSET_PAGING = { ...LIST_PAGING, cursor: true } as const;

export function keysetListResponse<T extends z.ZodType>(item: T) {
  return listResponse(item).extend({
    next_cursor: z.string().nullable(),
    prev_cursor: z.string().nullable(),
  });
}

export const TOTAL_COUNT_CAP = TOTAL_COUNT_MAX;

/** Query-string booleans: "true"/"false"/"1"/"0". */
export const queryBoolean = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

/** Date filters arrive as ISO dates or date-times; `_till` dates are inclusive of their whole day. */
export const queryDate = z.iso
  .date()
  .or(z.iso.datetime({ offset: true }))
  .optional();
