import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { bankAccounts, legitimations } from "../tables.ts";
import { lockLegitimation } from "../repository.ts";
import { deactivateOthers, lockAccount, moveBankAccount } from "./send-bank-account.ts";

/**
 * The provider's later verdict on a payout account it answered as waiting (Mangopay: the
 * recipient's owner passed SCA, or did not): applied to our account with that provider id only
 * when the provider user who owns it is the account holder's (their legitimation's) at that
 * provider. Activating deactivates the holder's previously activated account, as on an immediate
 * activation. Transitions of the domain's table under the account's lock, so a replayed verdict
 * changes nothing more.
 */
export async function applyBankAccountOutcome(
  deps: Deps,
  input: {
    provider: string;
    providerUserId: string;
    providerAccountId: string;
    outcome: "activated" | "rejected" | "deactivated";
    reason?: string;
  },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: bankAccounts.id, sellerId: bankAccounts.sellerId })
      .from(bankAccounts)
      .innerJoin(legitimations, eq(legitimations.sellerId, bankAccounts.sellerId))
      .where(
        and(
          eq(bankAccounts.providerAccountId, input.providerAccountId),
          eq(legitimations.provider, input.provider),
          eq(legitimations.providerUserId, input.providerUserId),
        ),
      );
    if (!found) return;
    // As on a first activation: the legitimation's row serialises the holder's activations.
    await lockLegitimation(tx, found.sellerId);
    const row = await lockAccount(tx, found.id);
    if (!row) return;
    const now = deps.clock.now();
    if (input.outcome === "activated") {
      if (row.state !== "waiting") return;
      await deactivateOthers(tx, deps.jobs, row, now);
      await moveBankAccount(tx, row, "activate", now, { activatedAt: now, failureReason: null });
    } else if (input.outcome === "rejected") {
      await moveBankAccount(tx, row, "reject", now, { failureReason: input.reason ?? null });
    } else if (row.state !== "deactivated") {
      await moveBankAccount(tx, row, "deactivate", now, { deactivatedAt: now });
    }
  });
}
