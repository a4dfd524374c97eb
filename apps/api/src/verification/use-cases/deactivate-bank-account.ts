import { and, eq } from "drizzle-orm";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldFail, ok, type Result } from "../../platform/result.ts";
import { bankAccounts } from "../tables.ts";
import { bankAccountView } from "../views.ts";
import { moveBankAccount } from "./send-bank-account.ts";
import { DEACTIVATE_PROVIDER_BANK_ACCOUNT_JOB } from "../jobs-names.ts";

/**
 * Deactivates a bank account: the seller's own (sellerId given) or any (a manager). Payouts stop
 * going to it; a deactivated account stays listed and is never used again.
 */
export async function deactivateBankAccount(
  deps: Deps,
  who: { sellerId: number } | { manager: true },
  id: number,
): Promise<Result<verification.BankAccount>> {
  return deps.db.transaction(async (tx) => {
    const scope = "sellerId" in who ? eq(bankAccounts.sellerId, who.sellerId) : undefined;
    const [row] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, id), scope))
      .for("update");
    if (!row) return fail("NOT_FOUND");
    const now = deps.clock.now();
    const moved = await moveBankAccount(tx, row, "deactivate", now, { deactivatedAt: now });
    if (!moved) return fieldFail("state", "invalid_state_change", { state: row.state });
    if (moved.providerAccountId)
      await deps.jobs.enqueue(tx, DEACTIVATE_PROVIDER_BANK_ACCOUNT_JOB, { bankAccountId: moved.id });
    return ok(bankAccountView(moved));
  });
}
