import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { givenUser } from "./support/users.ts";
import { compiled } from "../src/platform/db/compiled.ts";
import type { Executor } from "../src/platform/db/client.ts";
import { profiles, users } from "../src/identity/tables.ts";

// Issue 11: statements of the hot path are built by drizzle once and run with each call's values
// (platform/db/compiled.ts). A run must answer what drizzle's own statement answers, on the
// database and inside transactions — on the transaction's connection, so it commits and rolls
// back with it.

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

/** A user with their seller profile, if any: a left join, mapped into nested objects. */
const withSellerProfile = (ex: Executor, email: unknown) =>
  ex
    .select({ user: { id: users.id, email: users.email, createdAt: users.createdAt }, profile: profiles })
    .from(users)
    .leftJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.type, "seller")))
    .where(eq(users.email, email as string));

const compiledWithSellerProfile = compiled((ex: Executor) => withSellerProfile(ex, sql.placeholder("email")));

const rename = compiled((ex: Executor) =>
  ex
    .update(users)
    .set({ firstName: sql.placeholder("firstName") as unknown as string })
    .where(eq(users.id, sql.placeholder("id")))
    .returning({ id: users.id, firstName: users.firstName }),
);

describe("a compiled statement", () => {
  it("answers what drizzle's own statement answers, for each run's values, on the database and in a transaction", async () => {
    const seller = await givenUser(t.deps, { profiles: ["seller"] });
    const payer = await givenUser(t.deps, { profiles: ["payer"] });
    for (const email of [seller.email, payer.email, "nobody@example.com"]) {
      const expected = await withSellerProfile(t.deps.db, email);
      expect(await compiledWithSellerProfile(t.deps.db, { email })).toEqual(expected);
      expect(await t.deps.db.transaction((tx) => compiledWithSellerProfile(tx, { email }))).toEqual(expected);
    }
    const [payerRow] = await compiledWithSellerProfile(t.deps.db, { email: payer.email });
    // Without the joined row the nested object is null, its dates are dates.
    expect(payerRow!.profile).toBeNull();
    expect(payerRow!.user.createdAt).toBeInstanceOf(Date);
  });

  it("writes in the transaction it runs in: committed with it, rolled back with it", async () => {
    const user = await givenUser(t.deps, { profiles: ["payer"] });
    expect(await rename(t.deps.db, { id: user.id, firstName: "Ada" })).toEqual([
      { id: user.id, firstName: "Ada" },
    ]);
    await t.deps.db.transaction((tx) => rename(tx, { id: user.id, firstName: "Grace" }));
    const rolledBack = t.deps.db.transaction(async (tx) => {
      expect(await rename(tx, { id: user.id, firstName: "Hedy" })).toEqual([
        { id: user.id, firstName: "Hedy" },
      ]);
      throw new Error("the caller gives up");
    });
    await expect(rolledBack).rejects.toThrow("the caller gives up");
    const [row] = await t.deps.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.firstName).toBe("Grace");
  });
});
