import { eq } from "drizzle-orm";
import type { Executor } from "../../../platform/db/client.ts";
import { bankAccounts, legitimations } from "../../../verification/tables.ts";

/** A bank account's owner and their wallet: where a payout to that account is paid from. */
export async function walletOfBankAccount(
  ex: Executor,
  bankAccountId: number,
): Promise<{ walletId: string | null; kycState: string | null; ibanId: string | null } | null> {
  const [row] = await ex
    .select({
      walletId: legitimations.providerUserId,
      kycState: legitimations.walletKycState,
      ibanId: bankAccounts.providerAccountId,
    })
    .from(bankAccounts)
    .leftJoin(legitimations, eq(legitimations.sellerId, bankAccounts.sellerId))
    .where(eq(bankAccounts.id, bankAccountId));
  return row ?? null;
}
