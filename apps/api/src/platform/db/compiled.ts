// Statements of the checkout's hot path built by drizzle once, then run with new values (issue 11).
//
// Why: drizzle builds a statement from its pieces on every call — the SQL objects of the builder,
// each piece type-checked and rendered to text, the text then hashed to find its prepared
// statement. On the paid checkout that was a quarter of the API's CPU, as much as its socket
// writes. drizzle's own answer is `.prepare()` with `sql.placeholder(…)` for the values, but a
// prepared query belongs to the session it was built on, and every transaction is a session of its
// own. So the first call builds and prepares the statement as drizzle does and keeps what drizzle
// made of it — the text, the parameters (placeholders where the values go), how rows map to
// fields — and every later call asks the session it runs on (the database or a transaction) for a
// prepared query of that same text. The text is the same string each time: its hash, which the
// named statements (named-statements.ts) look up by, is computed once.
import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";

/** A prepared query as drizzle's sessions make it, seen through the fields this file reads. */
interface DrizzlePrepared<R> {
  query: { sql: string; params: unknown[] };
  fields?: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper?: unknown;
  queryMetadata?: unknown;
  joinsNotNullableMap?: unknown;
  execute(values?: Record<string, unknown>): Promise<R>;
}

interface Session {
  prepareQuery<R>(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
    queryMetadata?: unknown,
  ): DrizzlePrepared<R>;
}

/** Anything drizzle can prepare: select, insert, update and delete builders. */
interface Preparable<R> {
  prepare(name?: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

/**
 * A statement whose values come as named placeholders (`sql.placeholder("id")`), built on its
 * first run only. `build` must always build the same statement: its shape may not depend on the
 * values (those go in placeholders), only on the executor it is given.
 */
export function compiled<V extends Record<string, unknown>, R>(
  build: (ex: Executor) => Preparable<R>,
): (ex: Executor, values: V) => Promise<R> {
  // What drizzle made of the statement (the arguments of a session's prepareQuery), without the
  // session it was first prepared on.
  let kept: { args: Parameters<Session["prepareQuery"]>; joins: unknown } | null = null;
  return (ex, values) => {
    if (!kept) {
      const first = build(ex).prepare() as unknown as DrizzlePrepared<R>;
      kept = {
        args: [
          first.query,
          first.fields,
          undefined,
          first._isResponseInArrayMode,
          first.customResultMapper,
          first.queryMetadata,
        ],
        joins: first.joinsNotNullableMap,
      };
      return first.execute(values);
    }
    const session = (ex as unknown as { _: { session: Session } })._.session;
    const prepared = session.prepareQuery<R>(...kept.args);
    prepared.joinsNotNullableMap = kept.joins;
    return prepared.execute(values);
  };
}

/**
 * A placeholder where a builder takes a column's value (`set`, `values`), typed as that value:
 * drizzle converts what fills it as it converts a value of the column (a date to its text, JSON).
 */
export function slot<T>(name: string): T {
  return sql.placeholder(name) as unknown as T;
}
