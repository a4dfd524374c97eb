import { and, eq, inArray, or } from "drizzle-orm";
import type { payer } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { productItems } from "../catalog/index.ts";
import { courseAccesses } from "../fulfilment/tables.ts";

// Whether a payer may open a course now. The fulfilment worker writes the access rows (from a
// date, after a trial, ended with a subscription or an unpaid rate as the seller configures);
// this side only reads them, so the rule of when access ends lives in one place.

export type CourseAccessRow = typeof courseAccesses.$inferSelect;

/**
 * ended: revoked or past its end; paused: a rate is unpaid and the seller suspends access until
 * it is paid; upcoming: starts later (after a trial); else active.
 */
export function accessState(row: CourseAccessRow, now: Date): payer.CourseAccessState {
  const ended =
    (row.state !== "active" && row.state !== "paused") || (row.endsAt !== null && row.endsAt <= now);
  if (ended) return "ended";
  if (row.state === "paused") return "paused";
  return row.startsAt > now ? "upcoming" : "active";
}

const RANK: Record<payer.CourseAccessState, number> = { active: 0, upcoming: 1, paused: 2, ended: 3 };

/**
 * The access that counts when a payer holds several for one course (bought twice, or directly and
 * through a membership): a running one first, and among those the earliest start, which opens the
 * most dripped lessons; then a paused one (paying opens it); among ended ones the latest.
 */
export function bestAccess(rows: readonly CourseAccessRow[], now: Date): CourseAccessRow | null {
  const sorted = [...rows].sort((a, b) => {
    const rank = RANK[accessState(a, now)] - RANK[accessState(b, now)];
    if (rank !== 0) return rank;
    const byStart = a.startsAt.getTime() - b.startsAt.getTime();
    return accessState(a, now) === "ended" ? -byStart : byStart;
  });
  return sorted[0] ?? null;
}

/**
 * The payer's accesses to a product: its own, or one of a membership or bundle that includes it
 * (one level, as the products step builds them) — so a course bought inside a membership opens
 * whether or not its delivery wrote a row for the included course too.
 */
export async function accessesTo(
  ex: Executor,
  userId: number,
  productId: number,
): Promise<CourseAccessRow[]> {
  const containers = ex
    .select({ id: productItems.productId })
    .from(productItems)
    .where(eq(productItems.itemId, productId));
  return ex
    .select()
    .from(courseAccesses)
    .where(
      and(
        eq(courseAccesses.userId, userId),
        or(eq(courseAccesses.productId, productId), inArray(courseAccesses.productId, containers)),
      ),
    );
}

/** The memberships and bundles that include each of `productIds` (product id → container ids). */
export async function containersOf(
  ex: Executor,
  productIds: readonly number[],
): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>();
  if (productIds.length === 0) return found;
  const rows = await ex
    .select({ containerId: productItems.productId, itemId: productItems.itemId })
    .from(productItems)
    .where(inArray(productItems.itemId, [...productIds]));
  for (const r of rows) found.set(r.itemId, [...(found.get(r.itemId) ?? []), r.containerId]);
  return found;
}

/** `manageUrl`: where the order of a paused access is paid (the order's manage page). */
export function accessView(row: CourseAccessRow, now: Date, manageUrl: string): payer.PayerCourse["access"] {
  const state = accessState(row, now);
  return {
    state,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    manage_url: state === "paused" ? manageUrl : null,
  };
}
