import { describe, expect, it } from "vitest";
import * as orm from "drizzle-orm";
import * as pgCore from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import * as schema from "../src/platform/db/schema.ts";
import * as drizzleEntity from "drizzle-orm/entity";
import * as ours from "../src/platform/db/drizzle-entity.ts";
import { entityKind, hasOwnEntityKind, is } from "../src/platform/db/drizzle-entity.ts";

// The production bundle runs drizzle with src/platform/db/drizzle-entity.ts in place of drizzle's
// entity module (build.mjs). Every query drizzle builds asks is() about its pieces, so the cached
// is() must answer exactly as drizzle's own for every kind of piece and every entity class.

type Kinded = object & { [orm.entityKind]?: unknown };

/** Every drizzle class that declares its own entity kind (what is() is asked about). */
const exported: unknown[] = [...Object.values(orm), ...Object.values(pgCore)];
const entityClasses = exported.filter(
  (v): v is Kinded => typeof v === "function" && Object.prototype.hasOwnProperty.call(v, orm.entityKind),
);

/** The pieces drizzle meets while building the platform's queries, and some it must refuse. */
function pieces(): unknown[] {
  const db = drizzle.mock();
  const { orders, users } = schema;
  const tables = Object.values(schema).filter((v) => orm.is(v, orm.Table));
  const columns = tables.flatMap((t) => Object.values(orm.getTableColumns(t as orm.Table)));
  const query = db.select({ id: orders.id }).from(orders).where(orm.eq(orders.id, 1));
  const sub = query.as("sub");
  const withQuery = db.$with("w").as(db.select().from(users));
  const aliased = pgCore.alias(users, "u");
  const sqlPieces = [
    orm.sql`select 1`,
    orm.sql.raw("now()"),
    orm.sql.param(1),
    orm.sql.placeholder("id"),
    orm.sql.identifier("x"),
    orm.sql`a`.as("b"),
    orm.eq(orders.id, 1),
    orm.and(orm.eq(orders.id, 1), orm.isNull(orders.couponId)),
    orm.count(),
    new orm.StringChunk("x"),
    new orm.Name("n"),
    ...orm.sql`x ${1} y`.queryChunks,
  ];
  // Entities of another copy of drizzle (another version loaded beside this one): not instances
  // of these classes, recognised by the entity kinds along their class chain.
  const copies = entityClasses.flatMap((type, i) => {
    class Copy {
      static readonly [orm.entityKind] = type[orm.entityKind];
    }
    class Derived extends Copy {
      static override readonly [orm.entityKind] = `Derived${i}`;
    }
    class Unmarked extends Derived {}
    return [new Copy(), new Derived(), new Unmarked()];
  });
  const plain = [
    null,
    undefined,
    0,
    1,
    "s",
    true,
    {},
    [],
    new Date(),
    Object.create(null) as object,
    () => 1,
  ];
  return [
    ...tables,
    ...columns,
    query,
    sub,
    withQuery,
    aliased,
    aliased.id,
    db,
    ...sqlPieces,
    ...copies,
    ...plain,
  ];
}

/** What an is() answers, or that it throws. */
function outcome(fn: typeof orm.is, value: unknown, type: Kinded): boolean | "throws" {
  try {
    return fn(value, type as never);
  } catch {
    return "throws";
  }
}

describe("the bundle's drizzle is()", () => {
  it("exports what drizzle's entity module exports (an upgrade that adds one fails here)", () => {
    expect(Object.keys(ours).sort()).toEqual(Object.keys(drizzleEntity).sort());
  });

  it("shares drizzle's symbols", () => {
    expect(entityKind).toBe(orm.entityKind);
    expect(hasOwnEntityKind).toBe(orm.hasOwnEntityKind);
  });

  it("answers as drizzle's own for every piece and entity class, also when asked again", () => {
    const values = pieces();
    expect(entityClasses.length).toBeGreaterThan(100);
    expect(values.length).toBeGreaterThan(1000);
    const differences: string[] = [];
    let yes = 0;
    let copied = 0;
    for (let round = 0; round < 2; round++) {
      for (const [i, value] of values.entries()) {
        for (const type of entityClasses) {
          const theirs = outcome(orm.is, value, type);
          const ours = outcome(is as typeof orm.is, value, type);
          if (theirs === true) yes += 1;
          if (theirs === true && !(value instanceof (type as new () => unknown))) copied += 1;
          if (theirs !== ours)
            differences.push(
              `piece ${i} as ${String(type[orm.entityKind])}: drizzle ${theirs}, ours ${ours}`,
            );
        }
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
    // The comparison means something: many pieces are some entity, by class or by kind.
    expect(yes).toBeGreaterThan(1000);
    expect(copied).toBeGreaterThan(300);
  });

  it("refuses a class that is not a drizzle entity, as drizzle does", () => {
    class NotAnEntity {}
    expect(() => is({}, NotAnEntity)).toThrow(/doesn't look like a Drizzle entity/);
    expect(() => orm.is({}, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
