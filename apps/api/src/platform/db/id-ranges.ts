import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./client.ts";
import { rowsOf } from "./bulk.ts";

// A large export read as id ranges of a fixed number of rows, several at once. Keyset pages
// ("the next n after the last id") are strictly one after another: the database computes a page
// only once the previous one has arrived. Here the ranges' bounds come first from the index
// alone (ids only, many ranges in one statement), and then several ranges are read at once on
// separate connections, so PostgreSQL computes the next pages' rows on another core while this
// process writes the current one (issue 11: the order CSV waited on the database a third of
// its time). The ranges are yielded in id order; memory holds `depth` pages whatever the size.

/** An id range (lo, hi] holding `size` rows of the selection, the last possibly fewer. */
export interface IdRange {
  after: number;
  upTo: number;
}

export interface IdRangeOptions<R> {
  table: PgTable;
  id: PgColumn;
  /** The selection: the same conditions the read applies within each range. */
  where: SQL | undefined;
  /** Rows per range. */
  size: number;
  /** Ranges read at once (at most the pool's connections that may be spared). */
  depth: number;
  /** The selection's rows in (after, upTo], in id order. */
  read: (range: IdRange) => Promise<R[]>;
}

/** Bounds of up to this many ranges are read in one statement (an index-only scan of their ids). */
const BOUNDS_PER_READ = 32;

/** The selection's rows range by range in id order, `depth` ranges read ahead at once. */
export async function* idRangePages<R>(ex: Executor, options: IdRangeOptions<R>): AsyncGenerator<R[]> {
  const { depth, read } = options;
  const pending: Promise<R[]>[] = [];
  const ranges = idRanges(ex, options);
  let exhausted = false;
  const fill = async () => {
    while (!exhausted && pending.length < depth) {
      const next = await ranges.next();
      if (next.done) {
        exhausted = true;
        return;
      }
      const page = read(next.value);
      // Marked handled: a download cancelled mid-way must not leave a rejected read unobserved.
      page.catch(() => undefined);
      pending.push(page);
    }
  };
  try {
    for (;;) {
      await fill();
      const page = pending.shift();
      if (!page) return;
      yield await page;
    }
  } finally {
    await ranges.return(undefined);
  }
}

/** The ranges of the selection, their bounds read BOUNDS_PER_READ at a time. */
async function* idRanges(ex: Executor, options: IdRangeOptions<unknown>): AsyncGenerator<IdRange> {
  const { table, id, where, size } = options;
  let after = 0;
  for (;;) {
    // Every size-th id of the next ranges, and the last one (the end of a short last range).
    const bounds = rowsOf<{ id: string; n: string }>(
      await ex.execute(sql`
        select id::text as id, n::text as n from (
          select ids.id, row_number() over (order by ids.id) as n, count(*) over () as total
          from (select ${id} as id from ${table} where ${where ?? sql`true`} and ${id} > ${after}
                order by ${id} limit ${size * BOUNDS_PER_READ}) ids
        ) numbered
        where n % ${size} = 0 or n = total
        order by numbered.n`),
    );
    for (const bound of bounds) {
      const upTo = Number(bound.id);
      yield { after, upTo };
      after = upTo;
    }
    // Fewer ids than asked for: the selection ends within these ranges.
    if (!bounds.length || Number(bounds[bounds.length - 1]!.n) < size * BOUNDS_PER_READ) return;
  }
}
