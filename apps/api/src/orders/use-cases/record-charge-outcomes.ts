import { asc, sql } from "drizzle-orm";
import { nextState, ORDER_RATE_TRANSITIONS, PAYMENT_LOG_TRANSITIONS } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { idArray, jsonRows } from "../../platform/db/bulk.ts";
import { payments } from "../../payments/tables.ts";
import type { ChargeOutcome } from "../../payments/providers/provider.ts";
import { applyChargeOutcome } from "../../payments/use-cases/apply-charge-outcome.ts";
import { postLedgerMany } from "../../ledger/index.ts";
import { OWED_RATE_STATES, resumeDeliveries } from "../../fulfilment/index.ts";
import { ISSUE_INVOICE_JOB } from "../../platform/jobs/names.ts";
import { orderRates, orders, ratesAwaitingInvoice } from "../tables.ts";
import { transit } from "../lifecycle.ts";
import type { OrderRateRow, OrderRow } from "../repository.ts";
import { nextRateOf, orderStatesAfterPaid, paidRateLedger, sharesPlatformFee } from "../paid-rate.ts";
import { insertCommissions, platformReferrersOf } from "../../affiliates/commissions/index.ts";
import { commissionMailJobs } from "../../affiliates/money-mails/index.ts";
import { closePaidClaims } from "../../dunning/use-cases/close-paid-claims.ts";
import { recordRateFailed } from "./record-rate-failed.ts";
import type { ClaimedCharge } from "./charge-rate.ts";

/** A provider's answer for a claimed renewal, with the claim and the saved method it charged. */
export interface ChargeAnswer {
  claim: ClaimedCharge;
  outcome: ChargeOutcome;
  methodRef: string | null;
}

interface Item<S> {
  answer: ChargeAnswer & { outcome: Extract<ChargeOutcome, { status: S }> };
  payment: { id: number; state: string; amount: number; provider: string };
  order: OrderRow;
  rate: OrderRateRow;
}
type Paid = Item<"succeeded">;
type Failed = Item<"failed">;

/**
 * Applies the answers of a batch of renewal charges. The common answers for a running order —
 * paid, declined — are written for the whole batch in one transaction of a dozen statements
 * (each table once, every statement with a handful of parameters) with exactly the effects
 * applyChargeOutcome has for one: payment, rate and order states through their transition
 * tables, the next subscription rate, the ledger, the invoice jobs, and for a decline the dunning
 * path of recordRateFailed. Anything else — 3-D Secure asked off-session, money on its way, an
 * answer for an attempt already decided, an order cancelled meanwhile, two rates of one order —
 * goes through applyChargeOutcome one by one, as does the whole batch should its transaction
 * fail (a deadlock with a refund of the same order, say). Answers apply idempotently either way:
 * a payment already decided keeps its state.
 */
export async function recordChargeOutcomes(deps: Deps, answers: readonly ChargeAnswer[]): Promise<void> {
  const batchable = answers.filter((a) => a.outcome.status === "succeeded" || a.outcome.status === "failed");
  let oneByOne = answers.filter((a) => !batchable.includes(a));
  if (batchable.length > 0) {
    try {
      oneByOne = oneByOne.concat(await deps.db.transaction((tx) => recordBatch(deps, tx, batchable)));
    } catch (err) {
      deps.log.warn(
        { err, answers: batchable.length },
        "renewal outcomes: batch failed, applying one by one",
      );
      oneByOne = oneByOne.concat(batchable);
    }
  }
  for (const a of oneByOne) {
    try {
      await applyChargeOutcome(deps, a.claim.paymentId, a.outcome);
    } catch (err) {
      // Left waiting: recovery asks the provider again once the lease ends.
      deps.log.error({ err, paymentId: a.claim.paymentId }, "renewal outcome could not be applied");
    }
  }
}

/** Writes what it can for the batch; answers the rest, to be applied one by one after commit. */
async function recordBatch(deps: Deps, tx: Tx, answers: readonly ChargeAnswer[]): Promise<ChargeAnswer[]> {
  // Locks in the order applyChargeOutcome takes them (payment, order, rate), each kind by id, so
  // two batches, or a batch and a single answer, never wait for each other in a circle. Only the
  // columns that can have changed since the claim are read again; the rest comes with the claim.
  const locked = await tx
    .select({
      id: payments.id,
      state: payments.state,
      kind: payments.kind,
      amount: payments.amount,
      provider: payments.provider,
      orderId: payments.orderId,
    })
    .from(payments)
    .where(sql`${payments.id} = ANY(${idArray(answers.map((a) => a.claim.paymentId))})`)
    .orderBy(asc(payments.id))
    .for("update");
  const orderIds = [...new Set(locked.map((p) => p.orderId))];
  if (orderIds.length === 0) return [...answers];
  const lockedOrders = await tx
    .select({ id: orders.id, state: orders.state, paymentState: orders.paymentState })
    .from(orders)
    .where(sql`${orders.id} = ANY(${idArray(orderIds)})`)
    .orderBy(asc(orders.id))
    .for("update");
  // All rates of the orders: whether any is still open or owed decides the order's states.
  const rates = await tx
    .select({
      id: orderRates.id,
      orderId: orderRates.orderId,
      number: orderRates.number,
      state: orderRates.state,
      dunningSince: orderRates.dunningSince,
    })
    .from(orderRates)
    .where(sql`${orderRates.orderId} = ANY(${idArray(orderIds)})`)
    .orderBy(asc(orderRates.id))
    .for("update");
  const paymentOf = new Map(locked.map((p) => [p.id, p]));
  const orderOf = new Map(lockedOrders.map((o) => [o.id, o]));
  const rateOf = new Map(rates.map((r) => [r.id, r]));

  const later: ChargeAnswer[] = [];
  const paid: Paid[] = [];
  const failed: Failed[] = [];
  const seen = new Set<number>();
  for (const answer of answers) {
    const { claim, outcome } = answer;
    const payment = paymentOf.get(claim.paymentId);
    const now = orderOf.get(claim.order.id);
    const rateNow = rateOf.get(claim.rate.id);
    const open = payment && nextState(PAYMENT_LOG_TRANSITIONS, payment.state as never, "succeed") !== null;
    // A renewal of a running order, its payment undecided, the only one of its order here.
    const usual = payment && now && rateNow && open && payment.kind === "charge" && now.state === "finalized";
    if (!usual || seen.has(claim.order.id)) {
      later.push(answer);
      continue;
    }
    seen.add(claim.order.id);
    const order = { ...claim.order, state: now.state, paymentState: now.paymentState };
    const rate = { ...claim.rate, state: rateNow.state, dunningSince: rateNow.dunningSince };
    if (outcome.status === "failed") failed.push({ answer: { ...answer, outcome }, payment, order, rate });
    else if (
      outcome.status === "succeeded" &&
      payment.amount > 0 &&
      // A provider that answers with another method than the one charged: saved as applyChargeOutcome does.
      (!outcome.instrument || outcome.instrument.methodRef === answer.methodRef) &&
      nextState(ORDER_RATE_TRANSITIONS, rate.state as never, "pay") !== null
    )
      paid.push({ answer: { ...answer, outcome }, payment, order, rate });
    else later.push(answer);
  }
  if (paid.length > 0) later.push(...(await recordPaid(deps, tx, paid, rates)));
  if (failed.length > 0) await recordFailed(deps, tx, failed);
  return later;
}

/** The paid renewals: a statement per table for the batch. Answers those it could not decide. */
async function recordPaid(
  deps: Deps,
  tx: Tx,
  items: readonly Paid[],
  allRates: readonly Pick<OrderRateRow, "id" | "orderId" | "number" | "state">[],
): Promise<ChargeAnswer[]> {
  const now = deps.clock.now();
  const ratesOf = new Map<number, Pick<OrderRateRow, "id" | "number" | "state">[]>();
  for (const r of allRates) ratesOf.set(r.orderId, [...(ratesOf.get(r.orderId) ?? []), r]);
  const decided = [];
  const later: ChargeAnswer[] = [];
  for (const item of items) {
    const { order, rate, payment, answer } = item;
    try {
      const rateState = transit(ORDER_RATE_TRANSITIONS, rate.state, "pay", "order rate");
      const next = nextRateOf(order, rate);
      const after = (ratesOf.get(order.id) ?? []).map((r) =>
        r.id === rate.id ? { ...r, state: rateState } : r,
      );
      if (next && !after.some((r) => r.number === next.number))
        after.push({ id: 0, number: next.number, state: "future" });
      decided.push({
        ...item,
        rateState,
        next,
        states: orderStatesAfterPaid(order, after, false),
        paymentState: transit(PAYMENT_LOG_TRANSITIONS, payment.state, "succeed", "payment"),
        // Access paused for an unpaid rate opens again once no rate is owed (docs/fulfilment.md).
        resume: !after.some((r) => OWED_RATE_STATES.includes(r.state)),
      });
    } catch (err) {
      deps.log.warn({ err, paymentId: payment.id }, "renewal outcome: not for the batch");
      later.push(answer);
    }
  }
  if (decided.length === 0) return later;
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`
    UPDATE payments AS p SET state = v.state, provider_ref = v.ref, provider_fee = v.fee,
      next_action = NULL, settled_at = ${at}, updated_at = ${at}
    FROM ${jsonRows(
      decided.map((d) => ({
        id: d.payment.id,
        state: d.paymentState,
        ref: d.answer.outcome.providerRef,
        fee: d.answer.outcome.fee,
      })),
    )} AS v(id bigint, state text, ref text, fee bigint)
    WHERE p.id = v.id`);
  // The rates, and those paid an amount among the rates awaiting their invoice, in one statement.
  await tx.execute(sql`
    WITH v AS (
      SELECT * FROM ${jsonRows(
        decided.map((d) => ({
          id: d.rate.id,
          state: d.rateState,
          amount: d.payment.amount,
          seller_id: d.order.sellerId,
          test: d.order.testMode,
        })),
      )} AS v(id bigint, state text, amount bigint, seller_id bigint, test boolean)
    ), waits AS (
      INSERT INTO ${ratesAwaitingInvoice} (order_rate_id, seller_id, test_mode, paid_at)
      SELECT id, seller_id, test, ${at} FROM v WHERE amount > 0
      ON CONFLICT DO NOTHING
    )
    UPDATE order_rates AS r SET state = v.state, paid_amount = v.amount, paid_at = ${at},
      dunning_since = NULL, last_failure = NULL, updated_at = ${at}
    FROM v
    WHERE r.id = v.id`);
  const nextRates = decided.flatMap((d) => (d.next ? [d.next] : []));
  if (nextRates.length > 0)
    await tx.execute(sql`
      INSERT INTO order_rates (order_id, seller_id, number, due_at, amount, currency)
      SELECT order_id, seller_id, number, due_at, amount, currency
      FROM ${jsonRows(
        nextRates.map((r) => ({
          order_id: r.orderId,
          seller_id: r.sellerId,
          number: r.number,
          due_at: r.dueAt.toISOString(),
          amount: r.amount,
          currency: r.currency,
        })),
      )} AS v(order_id bigint, seller_id bigint, number int, due_at timestamptz, amount bigint, currency text)
      ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    UPDATE orders AS o SET state = v.state, payment_state = v.payment_state, updated_at = ${at},
      version = o.version + 1
    FROM ${jsonRows(
      decided.map((d) => ({ id: d.order.id, state: d.states.state, payment_state: d.states.paymentState })),
    )} AS v(id bigint, state text, payment_state text)
    WHERE o.id = v.id`);
  await resumeDeliveries(
    tx,
    decided.filter((d) => d.resume).map((d) => d.order.id),
  );
  // Dunning claims of these rates end as paid in this transaction, as for one (one query).
  await closePaidClaims(
    deps,
    tx,
    decided.map((d) => d.rate.id),
  );
  // Publishers who recruited the sellers share the platform's fee (platform_affiliate): one query.
  const referrers = await platformReferrersOf(
    tx,
    decided
      .filter((d) => sharesPlatformFee(deps, d.payment.amount, d.order.currency))
      .map((d) => d.order.sellerId),
  );
  const ledgers = decided.map((d) =>
    paidRateLedger(
      deps,
      d.order,
      d.rate,
      {
        paymentId: d.payment.id,
        amount: d.payment.amount,
        providerFee: d.answer.outcome.fee,
        provider: d.payment.provider,
      },
      referrers.get(d.order.sellerId) ?? null,
    ),
  );
  await postLedgerMany(tx, ledgers);
  // The affiliate commissions of the whole batch in one statement.
  const commissions = ledgers.flatMap((l) => l.commissions);
  await insertCommissions(tx, commissions);
  // The invoice of each paid rate, from a job after commit (DESIGN §5), and one job mailing the
  // batch's publishers their commissions: one round trip on PostgreSQL.
  await deps.jobs.enqueueMany(tx, [
    ...decided.map((d) => ({ name: ISSUE_INVOICE_JOB, data: { orderRateId: d.rate.id } })),
    ...commissionMailJobs(commissions),
  ]);
  return later;
}

/** The declined renewals: the payments in one statement, then each rate's dunning path. */
async function recordFailed(deps: Deps, tx: Tx, items: readonly Failed[]): Promise<void> {
  const now = deps.clock.now();
  await tx.execute(sql`
    UPDATE payments AS p SET state = v.state, provider_ref = COALESCE(v.ref, p.provider_ref),
      failure_code = v.code, failure_message = v.message, next_action = NULL,
      updated_at = ${now.toISOString()}::timestamptz
    FROM ${jsonRows(
      items.map(({ answer: { outcome }, payment }) => ({
        id: payment.id,
        state: transit(PAYMENT_LOG_TRANSITIONS, payment.state, "deny", "payment"),
        ref: outcome.providerRef,
        code: outcome.code,
        message: outcome.message ?? null,
      })),
    )} AS v(id bigint, state text, ref text, code text, message text)
    WHERE p.id = v.id`);
  // Unpaid, the order paused, access paused after the grace days, the buyer asked for a new method.
  for (const { order, rate, answer } of items)
    await recordRateFailed(deps, tx, order, rate, answer.outcome.code);
}
