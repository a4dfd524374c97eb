import { and, desc, eq, ne } from "drizzle-orm";
import type { LegitimationStep } from "@sellwerk/domain";
import type { Executor } from "../../platform/db/client.ts";
import { bankAccounts, legitimations } from "../tables.ts";
import { maskIban } from "../iban.ts";

export interface PayoutDestination {
  /** `provider`: who verified the payee and holds their money (null: not sent to one yet). */
  legitimation: { state: LegitimationStep; provider: string | null } | null;
  bankAccount: {
    id: number;
    state: string;
    ibanMasked: string;
    currency: string;
    country: string;
  } | null;
}

/**
 * Where a payout of this seller may go (for payouts): the legitimation's step and the bank
 * account payouts use — the activated one, otherwise the newest one that is not deactivated, so
 * the payout's "held" page can say what is missing. Payouts need legitimation.state
 * "legitimated" and bankAccount.state "activated" (allowsPayout in the domain).
 */
export async function getPayoutDestination(ex: Executor, sellerId: number): Promise<PayoutDestination> {
  const [legitimation] = await ex
    .select({ step: legitimations.step, provider: legitimations.provider })
    .from(legitimations)
    .where(eq(legitimations.sellerId, sellerId));
  const [activated] = await ex
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.sellerId, sellerId), eq(bankAccounts.state, "activated")));
  const [latest] = activated
    ? [activated]
    : await ex
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.sellerId, sellerId), ne(bankAccounts.state, "deactivated")))
        .orderBy(desc(bankAccounts.id))
        .limit(1);
  return {
    legitimation: legitimation
      ? { state: legitimation.step as LegitimationStep, provider: legitimation.provider }
      : null,
    bankAccount: latest
      ? {
          id: latest.id,
          state: latest.state,
          ibanMasked: maskIban(latest.iban),
          currency: latest.currency,
          country: latest.country,
        }
      : null,
  };
}
