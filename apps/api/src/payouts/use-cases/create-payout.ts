import { and, eq } from "drizzle-orm";
import {
  availableCutoff,
  payoutFee,
  payoutHeldReasons,
  payoutHoldPostings,
  plannedPayout,
  type PayoutHeldReason,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { postLedger } from "../../ledger/index.ts";
import { PAYOUT_SEND_JOB } from "../../platform/jobs/names.ts";
import { balanceIn } from "../balances.ts";
import type { Payee } from "../payee.ts";
import { DEFAULT_PAYOUT_PROVIDER } from "../provider.ts";
import { lockPayee } from "../settings-store.ts";
import { payouts } from "../tables.ts";

export type PayoutRow = typeof payouts.$inferSelect;
export type CreatePayoutResult =
  | { created: true; payout: PayoutRow }
  | { created: false; payout: PayoutRow }
  | { created: false; held: PayoutHeldReason[] };

/**
 * A payout of the payee's whole available balance in `currency` for `periodKey`, exactly once:
 * under the payee's lock it finds the period's payout if one exists, checks the held reasons
 * against the balance it reads under that lock, inserts the payout (unique per period, so even a
 * second process that got past the check inserts nothing), holds amount and fee in the ledger and
 * enqueues the sending — all in one transaction, so a crash leaves either everything or nothing.
 */
export async function createPayout(
  deps: Deps,
  payee: Payee,
  currency: string,
  periodKey: string,
): Promise<CreatePayoutResult> {
  return deps.db.transaction(async (tx) => {
    const settings = await lockPayee(tx, payee.account);
    const [existing] = await tx
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.payee, payee.account),
          eq(payouts.currency, currency),
          eq(payouts.periodKey, periodKey),
        ),
      );
    if (existing) return { created: false, payout: existing };

    const now = deps.clock.now();
    const destination = await payee.destination(tx);
    const balance = await balanceIn(tx, payee.account, currency, now);
    const fee = payoutFee(deps.config.fees, currency);
    const held = payoutHeldReasons({
      legitimationState: destination.legitimation?.state ?? null,
      bankAccountState: destination.bankAccount?.state ?? null,
      available: balance.available,
      minimumAmount: settings.minimumAmount,
      fee,
    });
    const plan = plannedPayout(balance.available, fee, settings.minimumAmount);
    if (held.length > 0 || !plan) return { created: false, held };

    const bank = destination.bankAccount!;
    const [payout] = await tx
      .insert(payouts)
      .values({
        payee: payee.account,
        currency,
        amount: plan.amount,
        fee: plan.fee,
        periodKey,
        // Paid out by the provider that verified the payee and holds their wallet.
        provider: destination.legitimation?.provider ?? DEFAULT_PAYOUT_PROVIDER,
        bankAccountId: bank.id,
        destination: { ibanMasked: bank.ibanMasked, country: bank.country },
        coveredUntil: availableCutoff(now),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!payout) throw new Error("payout period taken while the payee was locked");
    const transactionId = await postLedger(tx, payoutHoldPostings(payee.account, plan.amount, plan.fee), {
      currency,
      sellerId: payee.sellerId,
      orderId: null,
      orderRateId: null,
      paymentId: null,
      createdAt: now,
    });
    await tx.update(payouts).set({ holdTransactionId: transactionId }).where(eq(payouts.id, payout.id));
    await deps.jobs.enqueue(tx, PAYOUT_SEND_JOB, { payoutId: payout.id });
    deps.log.info(
      { payoutId: payout.id, payee: payee.account, amount: plan.amount, currency },
      "payout created",
    );
    return { created: true, payout: { ...payout, holdTransactionId: transactionId } };
  });
}
