import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { payoutProvider } from "../provider.ts";
import { payouts } from "../tables.ts";
import { applyPayoutEvent } from "./apply-payout-event.ts";

/**
 * The job that hands a pending payout to its provider, outside any transaction (a slow provider
 * must not hold the payee's lock), then records the answer. A crash between the two repeats the
 * job; the provider call carries the payout id, so the provider recognises the retry.
 */
export async function sendPayout(deps: Deps, payoutId: number): Promise<void> {
  const [payout] = await deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout || payout.state !== "pending") return;
  const destination = payout.destination as { ibanMasked?: string; country?: string };
  const outcome = await payoutProvider(deps, payout.provider).send({
    payoutId: payout.id,
    payee: payout.payee,
    amount: payout.amount,
    currency: payout.currency,
    bankAccountId: payout.bankAccountId,
    ibanMasked: destination.ibanMasked ?? null,
    country: destination.country ?? null,
  });
  if (outcome.status === "issued")
    await applyPayoutEvent(deps, payout.id, { event: "issue", providerRef: outcome.providerRef });
  else await applyPayoutEvent(deps, payout.id, { event: "fail", failureCode: outcome.code });
}
