import { and, asc, eq, sql } from "drizzle-orm";
import { clawbackFor, commissionReversalPostings } from "@sellwerk/domain";
import type { Tx } from "../../platform/db/client.ts";
import { postLedger } from "../../ledger/index.ts";
import type { NewJob } from "../../platform/jobs/queue.ts";
import { affiliateCommissions } from "../tables.ts";
import { clawbackMailJobs } from "../money-mails/index.ts";

/**
 * A refund or chargeback of (part of) a paid rate takes the publishers' commissions on it back
 * in proportion (publisher → seller, kind commission_reversal), in the caller's transaction — the
 * one that books the refund. Already paid out, the publisher's balance goes negative and their
 * next payout is that much smaller (docs/payouts.md "Balances"). The platform_affiliate share is
 * kept, as the platform keeps its fee of a refunded sale. Returns the publishers' "commission
 * returned" mail job for the caller to enqueue in the same transaction.
 */
export async function clawBackCommissions(
  tx: Tx,
  p: {
    sellerId: number;
    orderRateId: number;
    /** The refund's or chargeback's payment row, named on the reversal's ledger lines. */
    paymentId: number;
    orderId: number;
    currency: string;
    /** What the rate's charge paid. */
    rateAmount: number;
    refundedBefore: number;
    refundedNow: number;
    now: Date;
  },
): Promise<NewJob[]> {
  const rows = await tx
    .select({
      id: affiliateCommissions.id,
      publisherId: affiliateCommissions.publisherId,
      amount: affiliateCommissions.amount,
      clawedBack: affiliateCommissions.clawedBackAmount,
    })
    .from(affiliateCommissions)
    .where(
      and(
        eq(affiliateCommissions.orderRateId, p.orderRateId),
        eq(affiliateCommissions.kind, "seller_program"),
      ),
    )
    .orderBy(asc(affiliateCommissions.stage), asc(affiliateCommissions.id))
    .for("update");
  if (rows.length === 0) return [];
  const back = clawbackFor(
    rows.map((r) => r.amount),
    rows.map((r) => r.clawedBack),
    p.rateAmount,
    p.refundedNow,
    p.refundedBefore,
  );
  const parts = rows.flatMap((r, i) =>
    back[i]! > 0 ? [{ id: r.id, publisherId: r.publisherId, amount: back[i]! }] : [],
  );
  if (parts.length === 0) return [];
  for (const part of parts)
    await tx
      .update(affiliateCommissions)
      .set({ clawedBackAmount: sql`${affiliateCommissions.clawedBackAmount} + ${part.amount}` })
      .where(eq(affiliateCommissions.id, part.id));
  await postLedger(tx, commissionReversalPostings(p.sellerId, parts), {
    currency: p.currency,
    sellerId: p.sellerId,
    orderId: p.orderId,
    orderRateId: p.orderRateId,
    paymentId: p.paymentId,
    createdAt: p.now,
  });
  return clawbackMailJobs(
    p.paymentId,
    parts.map((part) => ({ commissionId: part.id, amount: part.amount })),
  );
}
