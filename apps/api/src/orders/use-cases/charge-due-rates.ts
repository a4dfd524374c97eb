import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { limiter } from "../../platform/limit.ts";
import { payments } from "../../payments/tables.ts";
import { askProvider } from "../../payments/use-cases/execute-payment.ts";
import { recoverLostCharge } from "../../payments/use-cases/refresh-payment.ts";
import { orderRates, orders } from "../tables.ts";
import { chargeRateOffSession, NO_SAVED_METHOD, renewalCalls, type ClaimedCharge } from "./charge-rate.ts";
import { claimDueRates } from "./claim-due-rates.ts";
import { recordChargeOutcomes, type ChargeAnswer } from "./record-charge-outcomes.ts";

/**
 * Batches a worker works on at once: while one batch's answers are written, the other's
 * provider calls are out, so neither the database nor the providers wait for the other.
 */
const LANES = 2;

/** One bound per provider and process, shared by every batch of the process (Deps is per process). */
const bounds = new WeakMap<Deps, Map<string, Bound>>();

type Bound = ReturnType<typeof limiter>;

function boundFor(deps: Deps, provider: string): Bound {
  let perProvider = bounds.get(deps);
  if (!perProvider) {
    perProvider = new Map<string, Bound>();
    bounds.set(deps, perProvider);
  }
  let bound = perProvider.get(provider);
  if (!bound) {
    const { concurrency } = deps.config.renewals;
    bound = limiter(concurrency[provider] ?? concurrency.default ?? 20);
    perProvider.set(provider, bound);
  }
  return bound;
}

/**
 * The recurring-charge work (DESIGN §7, docs/orders-lifecycle.md "Renewals"): due rates of
 * running orders are claimed in batches (claimDueRates: FOR UPDATE SKIP LOCKED, moved to pending
 * with a leased waiting payment, in one commit), charged concurrently within each provider's
 * bound, and their answers written per batch (recordChargeOutcomes). Any number of workers may
 * run this at once; each rate is claimed by one of them, once. Answers how many were charged.
 */
export async function chargeDueRates(deps: Deps): Promise<number> {
  // In the foreground: this process's documents wait while its lanes charge (JobQueue.foreground).
  const lanes = await Promise.all(
    Array.from({ length: LANES }, () =>
      deps.jobs.foreground.run(async () => {
        let charged = 0;
        for (;;) {
          const claims = await claimDueRates(deps, deps.config.renewals.batchSize);
          if (claims.length === 0) return charged;
          await chargeClaims(deps, claims);
          charged += claims.length;
        }
      }),
    ),
  );
  return lanes.reduce((a, b) => a + b, 0);
}

/** Asks the providers for a batch of claimed charges, each within its bound, then records all answers. */
async function chargeClaims(deps: Deps, claims: readonly ClaimedCharge[]): Promise<void> {
  const calls = await renewalCalls(deps, claims);
  const answers = await Promise.all(
    claims.map(async (claim, i): Promise<ChargeAnswer | null> => {
      const call = calls[i];
      if (!call) return { claim, outcome: NO_SAVED_METHOD, methodRef: null };
      const outcome = await boundFor(deps, call.provider)(() => askProvider(deps, call));
      // Unreachable: the payment stays waiting and recovery asks again once its lease ends.
      return outcome ? { claim, outcome, methodRef: call.instrument.methodRef } : null;
    }),
  );
  await recordChargeOutcomes(
    deps,
    answers.filter((a) => a !== null),
  );
}

/**
 * Off-session charges whose lease ended without an answer (the worker died before, during or
 * after the provider call, or the provider could not be reached): each is taken over with FOR
 * UPDATE SKIP LOCKED and a new lease, so one worker recovers it; the provider is asked for the
 * charge of the payment id first, and when it has none (or cannot say) charged again with the
 * same payment id, which the provider deduplicates. Answers how many were taken over.
 */
export async function recoverStalledCharges(deps: Deps): Promise<number> {
  let recovered = 0;
  for (;;) {
    const stalled = await claimStalledCharges(deps);
    if (stalled.length === 0) return recovered;
    await Promise.all(
      stalled.map(({ payment, order, rate }) =>
        boundFor(
          deps,
          payment.provider,
        )(async () => {
          if ((await recoverLostCharge(deps, payment)) !== "found")
            await chargeRateOffSession(deps, { order, rate, paymentId: payment.id });
        }),
      ),
    );
    recovered += stalled.length;
  }
}

async function claimStalledCharges(deps: Deps) {
  const now = deps.clock.now();
  const { leaseSeconds, batchSize } = deps.config.renewals;
  return deps.db.transaction(async (tx) => {
    const stalled = await tx
      .select({ payment: payments, rate: orderRates, order: orders })
      .from(payments)
      .innerJoin(orderRates, eq(orderRates.id, payments.orderRateId))
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.state, "waiting"),
          isNull(payments.providerRef),
          eq(payments.offSession, true),
          eq(payments.kind, "charge"),
          // Attempts without a lease (upsells, claims made before leases) count from their start.
          sql`coalesce(${payments.leaseUntil}, ${payments.createdAt} + make_interval(secs => ${leaseSeconds}))
            < ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(payments.id))
      .limit(batchSize)
      .for("update", { of: payments, skipLocked: true });
    if (stalled.length > 0)
      await tx
        .update(payments)
        .set({ leaseUntil: new Date(now.getTime() + leaseSeconds * 1000) })
        .where(
          inArray(
            payments.id,
            stalled.map((s) => s.payment.id),
          ),
        );
    return stalled;
  });
}
