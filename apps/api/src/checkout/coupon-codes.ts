import { randomInt } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { generateCouponCode, normalizeCouponCode, type CouponCodeType } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { coupons } from "./tables.ts";
import type { CouponTerms } from "./coupon-values.ts";

/** Crypto-backed [0, 1): generated codes must not be guessable from one another. */
const random = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** Rounds of drawing before a code space counts as too small for the codes wanted. */
const ROUNDS = 8;

export interface CodeRecipe {
  type: CouponCodeType;
  length: number;
  prefix: string;
}

/** The seller's codes among `codes` (compared upper-case, like the unique index). */
async function takenCodes(ex: Executor, sellerId: number, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await ex
    .select({ code: sql<string>`upper(${coupons.code})` })
    .from(coupons)
    .where(and(eq(coupons.sellerId, sellerId), inArray(sql`upper(${coupons.code})`, [...codes])));
  return new Set(rows.map((r) => r.code));
}

/** `count` codes new to the seller and to each other, or null when the recipe cannot make that many. */
async function freshCodes(ex: Executor, sellerId: number, count: number, recipe: CodeRecipe) {
  const prefix = normalizeCouponCode(recipe.prefix);
  const chosen = new Set<string>();
  for (let round = 0; round < ROUNDS && chosen.size < count; round++) {
    const drawn = new Set<string>();
    // Twice what is missing, so one round usually suffices even when some are taken.
    for (let i = 0; i < 2 * (count - chosen.size); i++) {
      const code = prefix + generateCouponCode(recipe.type, recipe.length, random);
      if (!chosen.has(code)) drawn.add(code);
    }
    const taken = await takenCodes(ex, sellerId, [...drawn]);
    for (const code of drawn) if (!taken.has(code) && chosen.size < count) chosen.add(code);
  }
  return chosen.size === count ? [...chosen] : null;
}

/**
 * Inserts `count` coupons with generated codes and answers their rows, or null when the code
 * space is too small. A code taken meanwhile by a concurrent insert is skipped by the unique
 * index (ON CONFLICT DO NOTHING) and drawn again. A bulk batch is named by its first code's id.
 */
export async function insertGenerated(
  ex: Executor,
  sellerId: number,
  count: number,
  recipe: CodeRecipe,
  terms: CouponTerms,
  form: "single" | "bulk",
): Promise<(typeof coupons.$inferSelect)[] | null> {
  const inserted: (typeof coupons.$inferSelect)[] = [];
  let batch: number | null = null;
  for (let round = 0; round < ROUNDS && inserted.length < count; round++) {
    const codes = await freshCodes(ex, sellerId, count - inserted.length, recipe);
    if (!codes) return null;
    const rows = await ex
      .insert(coupons)
      .values(codes.map((code) => ({ sellerId, ...terms, code, form, batch })))
      .onConflictDoNothing()
      .returning();
    if (form === "bulk" && batch === null && rows.length) {
      batch = Math.min(...rows.map((r) => r.id));
      await ex
        .update(coupons)
        .set({ batch })
        .where(
          inArray(
            coupons.id,
            rows.map((r) => r.id),
          ),
        );
      for (const row of rows) row.batch = batch;
    }
    inserted.push(...rows);
  }
  return inserted.length === count ? inserted : null;
}
