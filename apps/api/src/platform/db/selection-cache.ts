// The column lists drizzle writes into every select and `returning`, written once per list (issue 11).
//
// Why: `select().from(orders)` names 34 columns. drizzle builds an SQL piece per column and then
// renders each piece to text, on every query: 74 of the 88 µs it took to build a whole-row select
// of orders, and the platform's jobs read whole rows of orders, products, users, invoices and
// mails many times per checkout. The text of a list depends only on its columns (which table,
// alias or not) and on whether the query names one table. So a list whose text has no
// parameters is rendered by drizzle itself once, and reused as raw text whenever the same column
// objects come again in the same order. Result mapping is untouched: drizzle maps rows by its
// field list, not by this text.
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

type Field = { path: string[]; field: unknown };
type BuildSelection = (fields: Field[], options?: { isSingleTable?: boolean }) => SQL;

/** One step of the lookup: the field at this position, and the texts of lists ending here. */
interface Node {
  next: WeakMap<object, Node>;
  single?: SQL;
  joined?: SQL;
}

const newNode = (): Node => ({ next: new WeakMap() });

/** Per dialect (its casing and escaping shape the text). */
const roots = new WeakMap<PgDialect, Node>();

/**
 * Fields met once. A list is only cached from the second time its fields come: a field made anew
 * for every query (a `sql` subquery with the query's values) never comes again, and caching such
 * a list would render it twice on every query, once more to find it has parameters (issue 11: the
 * checkout's product read took 670 µs to build instead of 370).
 */
const metOnce = new WeakSet<object>();

// buildSelection is private in drizzle's types; it is a plain prototype method at runtime.
const prototype = PgDialect.prototype as unknown as { buildSelection: BuildSelection };
const original = prototype.buildSelection;

/** Drizzle's own buildSelection back (selection-cache.test.ts compares the two). */
export function uninstallSelectionCache(): void {
  prototype.buildSelection = original;
}

/** Replaces PgDialect's buildSelection with the cached one. */
export function installSelectionCache(): void {
  prototype.buildSelection = function (this: PgDialect, fields, options = {}) {
    let node = roots.get(this);
    if (!node) roots.set(this, (node = newNode()));
    for (const { field } of fields) {
      // Plain values cannot key a WeakMap; such a list is built as drizzle always does.
      if (typeof field !== "object" || field === null) return original.call(this, fields, options);
      let next = node.next.get(field);
      if (!next) {
        if (!metOnce.has(field)) {
          metOnce.add(field);
          return original.call(this, fields, options);
        }
        node.next.set(field, (next = newNode()));
      }
      node = next;
    }
    const slot = options.isSingleTable ? "single" : "joined";
    const known = node[slot];
    if (known) return known;
    const built = original.call(this, fields, options);
    const query = this.sqlToQuery(built);
    // A list with parameters (a value in a subquery) keeps drizzle's pieces: its numbering
    // depends on where it sits in the statement.
    if (query.params.length > 0) return built;
    node[slot] = sql.raw(query.sql);
    return node[slot];
  };
}
