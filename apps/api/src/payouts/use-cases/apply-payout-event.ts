import { and, eq } from "drizzle-orm";
import {
  nextState,
  PAYOUT_TRANSITIONS,
  payoutReversalPostings,
  payoutSettlePostings,
  type PayoutEvent,
  type PayoutState,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { postLedger } from "../../ledger/index.ts";
import { payeeOf } from "../payee.ts";
import { payouts } from "../tables.ts";
import type { PayoutRow } from "./create-payout.ts";
import { issueSelfBillingMemo } from "../../affiliates/credit-memos/issue-self-billing-memo.ts";
import { payoutMailJob } from "../../affiliates/money-mails/index.ts";

export interface PayoutEventInput {
  event: Extract<PayoutEvent, "issue" | "succeed" | "fail">;
  providerRef?: string | null;
  failureCode?: string | null;
}

/**
 * Moves a payout along its transition table under its row lock and books what the move means:
 * paid → the money leaves the provider; failed → amount and fee return to the balance. An event
 * the table does not allow from the current state (a duplicate webhook, a late one) changes
 * nothing, so every provider event may arrive any number of times.
 */
export async function applyPayoutEvent(
  deps: Deps,
  payoutId: number,
  input: PayoutEventInput,
): Promise<PayoutRow | null> {
  return deps.db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
    if (!payout) return null;
    let state = payout.state as PayoutState;
    // A provider may report the payout paid before its acceptance was recorded.
    if (input.event === "succeed" && state === "pending")
      state = nextState(PAYOUT_TRANSITIONS, state, "issue")!;
    const next = nextState(PAYOUT_TRANSITIONS, state, input.event);
    if (!next) return payout;
    const now = deps.clock.now();
    const [updated] = await tx
      .update(payouts)
      .set({
        state: next,
        providerRef: input.providerRef ?? payout.providerRef,
        failureCode: input.event === "fail" ? (input.failureCode ?? "payout_failed") : payout.failureCode,
        issuedAt: payout.issuedAt ?? (next === "issued" || next === "successful" ? now : null),
        finishedAt: next === "successful" || next === "canceled" ? now : null,
        updatedAt: now,
      })
      .where(eq(payouts.id, payout.id))
      .returning();
    if (next === "successful") await book(tx, payout, "settle", now);
    // A publisher's paid-out commissions get their self-billing credit memo (Gutschrift).
    if (next === "successful") await issueSelfBillingMemo(tx, payout, now, deps.config);
    // … and their "payout on its way" mail, written by a job after commit (payout_sent).
    if (next === "successful" && payout.payee.startsWith("publisher:"))
      await deps.jobs.enqueueMany(tx, [payoutMailJob(payout.id)]);
    if (next === "canceled") await book(tx, payout, "reverse", now);
    deps.log.info({ payoutId, from: payout.state, to: next }, "payout state changed");
    return updated!;
  });
}

async function book(tx: Tx, payout: PayoutRow, what: "settle" | "reverse", at: Date): Promise<void> {
  const payee = payeeOf(payout.payee);
  await postLedger(
    tx,
    what === "settle"
      ? payoutSettlePostings(payout.payee, payout.provider, payout.amount)
      : payoutReversalPostings(payout.payee, payout.amount, payout.fee),
    {
      currency: payout.currency,
      sellerId: payee?.sellerId ?? null,
      orderId: null,
      orderRateId: null,
      paymentId: null,
      createdAt: at,
    },
  );
}

export interface PayoutProviderEvent {
  provider: string;
  providerRef: string;
  payoutId?: number;
  type: "payout.paid" | "payout.failed";
  code?: string | null;
}

/** A provider's payout webhook (or the sandbox's event job), naming the payout by the provider's reference. */
export async function applyProviderPayoutEvent(deps: Deps, data: PayoutProviderEvent): Promise<void> {
  // Providers echo our payout id (sent as metadata) and their own reference; either finds it.
  const [payout] = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.provider, data.provider),
        data.payoutId ? eq(payouts.id, data.payoutId) : eq(payouts.providerRef, data.providerRef),
      ),
    );
  if (!payout) {
    deps.log.warn({ ...data }, "payout event for an unknown payout");
    return;
  }
  await applyPayoutEvent(deps, payout.id, {
    event: data.type === "payout.paid" ? "succeed" : "fail",
    providerRef: data.providerRef,
    failureCode: data.code ?? null,
  });
}
