import { and, eq, exists, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { orderRates, orders } from "../../orders/tables.ts";
import { products } from "../../catalog/index.ts";
import { accessSettings, courseAccesses, deliveries } from "../tables.ts";
import { DELIVERABLE_STATES } from "../repository.ts";
import { OWED_RATE_STATES, PAUSED_FORMS } from "../unpaid-pause.ts";
import { pauseUnpaidAccess } from "./pause-unpaid-access.ts";

const BATCH = 100;

/** Orders with something left to pause; already paused ones are not picked again. */
function pausable(deps: Deps) {
  return or(
    exists(
      deps.db
        .select({ one: sql`1` })
        .from(courseAccesses)
        .where(and(eq(courseAccesses.orderId, orders.id), eq(courseAccesses.state, "active"))),
    ),
    exists(
      deps.db
        .select({ one: sql`1` })
        .from(deliveries)
        .innerJoin(products, eq(products.id, deliveries.productId))
        .where(
          and(
            eq(deliveries.orderId, orders.id),
            eq(deliveries.state, "delivered"),
            inArray(products.form, [...PAUSED_FORMS]),
          ),
        ),
    ),
  );
}

/**
 * Every pause whose grace days are over by the platform's clock, at once. The delayed jobs wait
 * in real time; a test installation's clock jumps ahead (POST /admin/test_clock), and this makes
 * the jump show its suspensions as it shows its charges. Each candidate goes through the job's
 * own checks, so running it next to the jobs pauses nothing twice. Answers how many it paused.
 */
export async function pauseOverdueAccess(deps: Deps): Promise<number> {
  const now = deps.clock.now().toISOString();
  const due = await deps.db
    .select({ orderId: orderRates.orderId, orderRateId: orderRates.id })
    .from(orderRates)
    .innerJoin(orders, eq(orders.id, orderRates.orderId))
    .innerJoin(accessSettings, eq(accessSettings.sellerId, orders.sellerId))
    .where(
      and(
        inArray(orderRates.state, [...OWED_RATE_STATES]),
        isNotNull(orderRates.dunningSince),
        inArray(orders.state, [...DELIVERABLE_STATES]),
        eq(accessSettings.unpaidAccess, "suspend"),
        sql`${orderRates.dunningSince} + make_interval(days => ${accessSettings.graceDays}) <= ${now}::timestamptz`,
        pausable(deps),
      ),
    )
    .limit(BATCH);
  let paused = 0;
  for (const candidate of due) if ((await pauseUnpaidAccess(deps, candidate)) === "paused") paused += 1;
  return paused;
}
