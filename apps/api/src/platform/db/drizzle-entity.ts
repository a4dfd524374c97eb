// drizzle-orm's `entity.js`, with `is()` answering from a per-class cache (issue 11). The
// production bundle (build.mjs) takes this module in place of drizzle's own; tests and `npm run
// dev` run drizzle's, and drizzle-entity.test.ts holds the two to the same answers.
//
// Why: drizzle asks `is(chunk, SQL)`, `is(chunk, Column)`, `is(chunk, Table)`, … for every piece
// of every query it builds. When the answer is no, its `is()` walks the value's class chain
// reading the static entity kind of each class: megamorphic property reads on dozens of classes,
// 6 % of the API process's CPU under checkout load. The kinds of a class chain never change (they
// are static fields set when the class is defined), so they are collected once per class.

export const entityKind = Symbol.for("drizzle:entityKind");
export const hasOwnEntityKind = Symbol.for("drizzle:hasOwnEntityKind");

type Kinded = object & { [entityKind]?: unknown; name?: string };

/** Every entity kind along a class chain, by class. */
const kindsOfClass = new WeakMap<object, Set<unknown>>();
/** Types already checked to be drizzle entities. */
const entityTypes = new WeakSet<object>();

function kindsOf(cls: Kinded): Set<unknown> {
  let kinds = kindsOfClass.get(cls);
  if (!kinds) {
    kinds = new Set();
    for (let c: Kinded | null = cls; c; c = Object.getPrototypeOf(c) as Kinded | null) {
      if (entityKind in c) kinds.add(c[entityKind]);
    }
    kindsOfClass.set(cls, kinds);
  }
  return kinds;
}

export function is(value: unknown, type: Kinded): boolean {
  if (!value || typeof value !== "object") return false;
  // `type` is a class here, as in drizzle's own `is()`.
  if (value instanceof (type as new () => unknown)) return true;
  if (!entityTypes.has(type)) {
    if (!Object.prototype.hasOwnProperty.call(type, entityKind)) {
      throw new Error(
        `Class "${type.name ?? "<unknown>"}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.`,
      );
    }
    entityTypes.add(type);
  }
  const cls = (Object.getPrototypeOf(value) as { constructor?: Kinded }).constructor;
  return cls ? kindsOf(cls).has(type[entityKind]) : false;
}
