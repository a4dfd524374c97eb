import { and, eq, inArray, notExists, or, sql } from "drizzle-orm";
import { DEFAULT_DUNNING_SETTINGS, firstStageOf, stageFee } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { orderRates, orders } from "../../orders/tables.ts";
import { OWED_RATE_STATES } from "../../fulfilment/index.ts";
import { dunningClaims, dunningSettings } from "../tables.ts";
import { dunningSettingsOf } from "../settings-store.ts";
import { enterStage } from "../claim-steps.ts";

const BATCH = 100;

/**
 * Since when a rate is overdue: a failed charge from when it failed (dunning_since), a bank wire
 * the buyer has not sent from its due date.
 */
const overdueSince = sql<Date>`coalesce(${orderRates.dunningSince}, ${orderRates.dueAt})`;

/** Rates that owe money past their due date: failed charges, and bank wires not paid when due. */
export function owedRate(now: Date) {
  return and(
    eq(orders.state, "finalized"),
    or(
      inArray(orderRates.state, [...OWED_RATE_STATES]),
      and(
        eq(orderRates.state, "pending"),
        eq(orders.paymentMethod, "bank_wire"),
        sql`${orderRates.dueAt} <= ${now.toISOString()}::timestamptz`,
      ),
    ),
  );
}

/**
 * The ticker's first step: every overdue rate whose first step is due by the seller's schedule
 * (and which has no claim yet) gets its claim, in the stage the strategy starts with, and for
 * a reminder stage its first mail. The order-rate-unique index decides under concurrent tickers:
 * the insert that loses does nothing, so a claim (and its mail) exists once. Answers how many
 * claims it opened.
 */
export async function openOverdueClaims(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const firstDays = sql`coalesce(${dunningSettings.firstDays}, ${DEFAULT_DUNNING_SETTINGS.schedule.first_days})`;
  const due = await deps.db
    .select({ rate: orderRates, order: orders, since: overdueSince })
    .from(orderRates)
    .innerJoin(orders, eq(orders.id, orderRates.orderId))
    .leftJoin(dunningSettings, eq(dunningSettings.sellerId, orders.sellerId))
    .where(
      and(
        owedRate(now),
        sql`${overdueSince} + make_interval(days => ${firstDays}::int) <= ${now.toISOString()}::timestamptz`,
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(dunningClaims)
            .where(eq(dunningClaims.orderRateId, orderRates.id)),
        ),
      ),
    )
    .limit(BATCH);
  let opened = 0;
  for (const { rate, order, since } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const settings = await dunningSettingsOf(tx, order.sellerId);
      const stage = firstStageOf(settings.strategy);
      const payer = order.payer as { buyer_kind?: string };
      const [claim] = await tx
        .insert(dunningClaims)
        .values({
          sellerId: order.sellerId,
          orderId: order.id,
          orderRateId: rate.id,
          currency: rate.currency,
          amount: Math.max(0, rate.amount - rate.paidAmount),
          feesAmount: stageFee(stage, settings.fees),
          orderAmount: order.totalAmount,
          payerType: payer.buyer_kind === "business" ? "business" : "private",
          strategy: settings.strategy,
          stage,
          overdueSince: new Date(since),
          stageEnteredAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: dunningClaims.orderRateId })
        .returning();
      if (!claim) return false;
      await enterStage(deps, tx, claim, "open", "schedule", settings);
      return true;
    });
    if (done) opened += 1;
  }
  return opened;
}
