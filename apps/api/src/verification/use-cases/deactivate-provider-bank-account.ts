import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { bankAccounts, legitimations } from "../tables.ts";
import { kycProvider } from "../providers/index.ts";

/**
 * Job: a bank account deactivated here is deactivated at the provider that holds it (providers
 * that keep accounts), so nothing can pay out to it there either. Deactivating twice is harmless.
 */
export async function deactivateProviderBankAccount(deps: Deps, bankAccountId: number): Promise<void> {
  const [row] = await deps.db
    .select({
      state: bankAccounts.state,
      accountId: bankAccounts.providerAccountId,
      userId: legitimations.providerUserId,
      provider: legitimations.provider,
    })
    .from(bankAccounts)
    .innerJoin(legitimations, eq(legitimations.sellerId, bankAccounts.sellerId))
    .where(eq(bankAccounts.id, bankAccountId));
  if (!row || row.state !== "deactivated" || !row.accountId || !row.userId || !row.provider) return;
  const provider = kycProvider(deps, row.provider);
  await provider.deactivateBankAccount?.(row.userId, row.accountId);
}
