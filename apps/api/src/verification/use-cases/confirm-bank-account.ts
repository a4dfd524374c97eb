import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { bankAccounts, legitimations } from "../tables.ts";
import { KYC_PROVIDERS } from "../providers/index.ts";

/**
 * Whether the holder's provider (their legitimation's) has them confirm a new account on its own
 * page: then a waiting account it registered needs that (bankAccountView's confirmation_required).
 */
export async function confirmsAtProvider(deps: Deps, ex: Executor, holderId: number): Promise<boolean> {
  const [row] = await ex
    .select({ provider: legitimations.provider })
    .from(legitimations)
    .where(eq(legitimations.sellerId, holderId));
  return providerConfirms(deps, row?.provider ?? null);
}

export function providerConfirms(deps: Deps, provider: string | null): boolean {
  return provider ? KYC_PROVIDERS[provider]?.(deps)?.bankAccountConfirmation !== undefined : false;
}

/**
 * The provider's page where the holder confirms a waiting account (Mangopay: SCA on the
 * recipient), returning to `returnPath` of our web app. 404 for an account not the holder's, or
 * one with nothing to confirm (not waiting, not registered yet, or the provider has no such step).
 */
export async function bankAccountConfirmationPage(
  deps: Deps,
  holderId: number,
  bankAccountId: number,
  returnPath: string,
): Promise<Result<{ redirect_url: string }>> {
  const [row] = await deps.db
    .select({
      state: bankAccounts.state,
      accountId: bankAccounts.providerAccountId,
      provider: legitimations.provider,
    })
    .from(bankAccounts)
    .innerJoin(legitimations, eq(legitimations.sellerId, bankAccounts.sellerId))
    .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.sellerId, holderId)));
  const provider = row?.provider ? KYC_PROVIDERS[row.provider]?.(deps) : null;
  if (!row || row.state !== "waiting" || !row.accountId || !provider?.bankAccountConfirmation)
    return fail("NOT_FOUND");
  const page = await provider.bankAccountConfirmation(row.accountId, `${deps.config.publicUrl}${returnPath}`);
  return page ? ok({ redirect_url: page }) : fail("NOT_FOUND");
}
