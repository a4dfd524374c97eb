import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { refreshOpenPayments } from "../../payments/use-cases/refresh-payment.ts";
import { orders, reservations } from "../tables.ts";
import { lockOrder } from "../repository.ts";
import { expireCheckout } from "./expire-checkout.ts";

const BATCH = 50;
/** Orders waiting for an asynchronous first payment without held stock give up after this. */
const ASYNC_WAIT_DAYS = 14;

/**
 * Ends checkouts that will not be paid and frees their stock: drafts older than the reservation
 * window, and orders whose held stock expired. Every open payment is asked about first — by its
 * reference, or by its payment id when the answer was lost in a crash — so a paying buyer is
 * never expired.
 */
export async function expireCheckouts(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const draftBefore = new Date(now.getTime() - deps.config.reservationMinutes * 60_000);
  const readyBefore = new Date(now.getTime() - ASYNC_WAIT_DAYS * 86_400_000);
  const stale = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      or(
        and(eq(orders.state, "draft"), lt(orders.createdAt, draftBefore)),
        and(eq(orders.state, "ready"), lt(orders.createdAt, readyBefore)),
        and(
          inArray(orders.state, ["draft", "ready"]),
          sql`exists (select 1 from ${reservations} r where r.order_id = ${orders.id} and r.state = 'held' and r.expires_at < ${now})`,
        ),
      ),
    )
    .limit(BATCH);
  for (const { id } of stale) {
    // A provider that cannot say whether it charged keeps the order: it is asked again next tick.
    if (!(await refreshOpenPayments(deps, id))) continue;
    await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (order && (order.state === "draft" || order.state === "ready"))
        await expireCheckout(deps, tx, order, null);
    });
  }
  return stale.length;
}
