import { eq, sql } from "drizzle-orm";
import {
  formatMoney,
  ORDER_PAYMENT_TRANSITIONS,
  ORDER_RATE_TRANSITIONS,
  ORDER_TRANSITIONS,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor, Tx } from "../../platform/db/client.ts";
import { compiled, slot } from "../../platform/db/compiled.ts";
import { postLedger } from "../../ledger/index.ts";
import { mailRows } from "../../notifications/index.ts";
import type { NewJob, RowJobs } from "../../platform/jobs/queue.ts";
import { orderRates, orders, ratesAwaitingInvoice } from "../tables.ts";
import { ratesOf, settleReservations, type OrderRateRow, type OrderRow } from "../repository.ts";
import { transit } from "../lifecycle.ts";
import { countLastSale, countSales } from "../sales.ts";
import { orderMailContext, type OrderMailContext } from "../buyer-mail.ts";
import { DELIVER_ORDER_JOB, ISSUE_INVOICE_JOB } from "../../platform/jobs/names.ts";
import { OWED_RATE_STATES, resumeDelivery } from "../../fulfilment/index.ts";
import {
  nextRateOf,
  orderStatesAfterPaid,
  paidRateLedger,
  sharesPlatformFee,
  type PaidCharge,
} from "../paid-rate.ts";
import { insertCommissions, platformReferrersOf } from "../../affiliates/commissions/index.ts";
import { commissionMailJobs } from "../../affiliates/money-mails/index.ts";
import { closePaidClaims } from "../../dunning/use-cases/close-paid-claims.ts";

export type { PaidCharge };

// The rate's and the order's writes of every paid checkout, built once (platform/db/compiled.ts).
// The rate's, in one statement: marked paid and, paid an amount, put among the rates awaiting
// their invoice (ratesAwaitingInvoice).
const markRatePaid = compiled((ex: Executor) => {
  const paid = ex.$with("paid").as(
    ex
      .update(orderRates)
      .set({
        state: slot("state"),
        paidAmount: slot("amount"),
        paidAt: slot("now"),
        dunningSince: null,
        lastFailure: null,
        updatedAt: slot("now"),
      })
      .where(eq(orderRates.id, sql.placeholder("id")))
      .returning({
        id: orderRates.id,
        sellerId: orderRates.sellerId,
        paidAmount: orderRates.paidAmount,
        paidAt: orderRates.paidAt,
      }),
  );
  return ex
    .with(paid)
    .insert(ratesAwaitingInvoice)
    .select(
      sql`select ${paid.id}, ${paid.sellerId}, ${sql.placeholder("testMode")}::boolean, ${paid.paidAt}
        from ${paid} where ${paid.paidAmount} > 0`,
    )
    .onConflictDoNothing();
});

const setOrderStates = compiled((ex: Executor) =>
  ex
    .update(orders)
    .set({
      state: slot("state"),
      paymentState: slot("paymentState"),
      updatedAt: slot("now"),
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.id, sql.placeholder("id"))),
);

/**
 * A rate's money arrived. Everything that follows from it happens here, in the caller's
 * transaction (order and rate rows locked): the rate and order states, the next subscription
 * rate, stock moved from reserved to sold (the coupon and discount uses counted since the
 * checkout stay counted), the ledger, and the mails. The first paid rate finalizes the order;
 * the last one closes it. `mail`: what the mails name, when the caller read it with the order
 * (undefined: read here).
 */
export async function recordRatePaid(
  deps: Deps,
  tx: Tx,
  order: OrderRow,
  rate: OrderRateRow,
  charge: PaidCharge,
  mail?: OrderMailContext | null,
): Promise<void> {
  const now = deps.clock.now();
  const rateState = transit(ORDER_RATE_TRANSITIONS, rate.state, "pay", "order rate");
  await markRatePaid(tx, {
    id: rate.id,
    state: rateState,
    amount: charge.amount,
    testMode: order.testMode,
    now,
  });

  const first = order.state === "draft" || order.state === "ready";
  const next = nextRateOf(order, rate);
  if (next) await tx.insert(orderRates).values(next).onConflictDoNothing();

  // A one-time order has this one rate: its new state is known without reading it back.
  const onlyRate = (order.plan as { form?: string }).form === "one_time" && !next;
  const rates = onlyRate ? [{ ...rate, state: rateState }] : await ratesOf(tx, order.id);
  const { state, paymentState } = orderStatesAfterPaid(order, rates, first);
  // Sales first: it locks the products before the reservations update them (see countSales).
  const sales = first ? await countSales(tx, order) : null;
  if (sales?.holdsReservations) await settleReservations(tx, order.id, "convert");
  await setOrderStates(tx, { id: order.id, state, paymentState, now });
  // Access paused for an unpaid rate opens again once no rate is owed any more; only what the
  // pause held back returns, never what a refund or chargeback ended (docs/fulfilment.md).
  if (!first && !rates.some((r) => OWED_RATE_STATES.includes(r.state))) await resumeDelivery(tx, order.id);
  // An overdue rate's dunning claim ends as paid now, in this transaction (docs/dunning.md);
  // claims exist only for running (finalized) orders, so a first payment has none to end.
  if (!first) await closePaidClaims(deps, tx, [rate.id], new Map([[rate.id, charge.dunningFee ?? 0]]));

  // The publisher who recruited the seller shares the platform's fee (platform_affiliate).
  const referrer = sharesPlatformFee(deps, charge.amount, order.currency)
    ? ((await platformReferrersOf(tx, [order.sellerId])).get(order.sellerId) ?? null)
    : null;
  const ledger = paidRateLedger(deps, order, rate, charge, referrer);
  await postLedger(tx, ledger.postings, ledger.context);
  await insertCommissions(tx, ledger.commissions);
  // Invoice and delivery run from jobs after commit (DESIGN §5), each exactly once per rate / order;
  // they and the mails' deliveries are enqueued together, in one round trip on PostgreSQL.
  const jobs: NewJob[] = [];
  if (charge.amount > 0) jobs.push({ name: ISSUE_INVOICE_JOB, data: { orderRateId: rate.id } });
  if (first) jobs.push({ name: DELIVER_ORDER_JOB, data: { orderId: order.id } });
  // The publishers' "you earned a commission" mails, read and written by their job after commit.
  jobs.push(...commissionMailJobs(ledger.commissions));
  await deps.jobs.enqueueMany(tx, jobs, await paidMails(deps, tx, order, charge.amount, first, mail));
  // Last: the product's row is the one every buyer of it writes (see countSales).
  if (sales) await countLastSale(tx, sales);
}

/** The receipt to the buyer and the sale notice to the seller, for `enqueueMany` to write. */
async function paidMails(
  deps: Deps,
  tx: Tx,
  order: OrderRow,
  amount: number,
  first: boolean,
  read?: OrderMailContext | null,
): Promise<RowJobs | null> {
  if (!first) return null;
  const mail = read === undefined ? await orderMailContext(tx, order) : read;
  if (!mail) return null;
  const { buyer, seller } = mail;
  return mailRows(deps, tx, [
    {
      userId: null,
      to: buyer.email,
      template: "order_receipt",
      locale: buyer.locale,
      vars: {
        name: buyer.firstName,
        product: mail.productName,
        seller: seller.name,
        amount: formatMoney(amount, order.currency, buyer.locale),
      },
      actionPath: mail.managePath,
    },
    {
      userId: seller.id,
      to: seller.email,
      template: "order_paid_seller",
      locale: seller.locale,
      vars: {
        name: seller.firstName,
        payer: `${buyer.firstName} ${buyer.lastName}`,
        email: buyer.email,
        product: mail.productName,
        amount: formatMoney(amount, order.currency, seller.locale),
        order: String(order.id),
        test: order.testMode ? (seller.locale === "de" ? " (Testmodus)" : " (test mode)") : "",
      },
      actionPath: "/cabinet",
    },
  ]);
}

/**
 * A trial's checkout saved the payment method without charging (amount 0): the order runs from
 * now, stock is sold, and rate 1 stays due at the trial's end for the recurring-charge job.
 */
export async function recordMethodSaved(deps: Deps, tx: Tx, order: OrderRow): Promise<void> {
  if (order.state !== "draft" && order.state !== "ready") return;
  await tx
    .update(orders)
    .set({
      state: transit(ORDER_TRANSITIONS, order.state, "first_payment_succeeded", "order"),
      paymentState: transit(
        ORDER_PAYMENT_TRANSITIONS,
        order.paymentState,
        "first_paid_more_due",
        "order payment",
      ),
      updatedAt: deps.clock.now(),
    })
    .where(eq(orders.id, order.id));
  // Sales first: it locks the products before the reservations update them (see countSales).
  const sales = await countSales(tx, order);
  if (sales.holdsReservations) await settleReservations(tx, order.id, "convert");
  await deps.jobs.enqueueMany(
    tx,
    [{ name: DELIVER_ORDER_JOB, data: { orderId: order.id } }],
    await paidMails(deps, tx, order, 0, true),
  );
  await countLastSale(tx, sales); // last, as above
}
