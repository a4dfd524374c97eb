import { and, eq, ne } from "drizzle-orm";
import {
  nextState,
  BANK_ACCOUNT_TRANSITIONS,
  type BankAccountEvent,
  type BankAccountState,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { bankAccounts, legitimations, type BankAccountRow } from "../tables.ts";
import { kycProvider } from "../providers/index.ts";
import { lockLegitimation } from "../repository.ts";
import { DEACTIVATE_PROVIDER_BANK_ACCOUNT_JOB } from "../jobs-names.ts";

export async function lockAccount(ex: Executor, id: number): Promise<BankAccountRow | undefined> {
  const [row] = await ex.select().from(bankAccounts).where(eq(bankAccounts.id, id)).for("update");
  return row;
}

/** Moves a locked account along the domain's table; false when the table does not allow it. */
export async function moveBankAccount(
  ex: Executor,
  row: BankAccountRow,
  event: BankAccountEvent,
  now: Date,
  changes: Partial<typeof bankAccounts.$inferInsert> = {},
): Promise<BankAccountRow | null> {
  const to = nextState(BANK_ACCOUNT_TRANSITIONS, row.state as BankAccountState, event);
  if (!to) return null;
  const [updated] = await ex
    .update(bankAccounts)
    .set({ ...changes, state: to, updatedAt: now })
    .where(eq(bankAccounts.id, row.id))
    .returning();
  return updated!;
}

/**
 * Job: registers a bank account with the provider once the seller has a user there (their
 * legitimation was sent); until then the account is held (not_sent) and this job runs again when
 * the legitimation goes out. Activating it deactivates the seller's previously activated account.
 * A failed call is recorded (error) and thrown, so the job's retry sends it again.
 */
export async function sendBankAccount(deps: Deps, bankAccountId: number): Promise<void> {
  const [account] = await deps.db.select().from(bankAccounts).where(eq(bankAccounts.id, bankAccountId));
  if (!account || !["init_state", "not_sent", "error"].includes(account.state)) return;
  const [legitimation] = await deps.db
    .select({ userId: legitimations.providerUserId, provider: legitimations.provider })
    .from(legitimations)
    .where(eq(legitimations.sellerId, account.sellerId));
  const now = deps.clock.now();
  if (!legitimation?.userId) {
    await deps.db.transaction(async (tx) => {
      const row = await lockAccount(tx, bankAccountId);
      if (row) await moveBankAccount(tx, row, "hold", now);
    });
    return;
  }
  let answer: Awaited<ReturnType<ReturnType<typeof kycProvider>["createBankAccount"]>>;
  try {
    answer = await kycProvider(deps, legitimation.provider ?? undefined).createBankAccount(
      legitimation.userId,
      account,
    );
  } catch (err) {
    await deps.db.transaction(async (tx) => {
      const row = await lockAccount(tx, bankAccountId);
      if (row) await moveBankAccount(tx, row, "fail", now, { failureReason: String((err as Error).message) });
    });
    throw err;
  }
  await deps.db.transaction(async (tx) => {
    // The seller's legitimation row serialises activations: two accounts activated at once
    // would otherwise both find no other activated account to deactivate.
    await lockLegitimation(tx, account.sellerId);
    const row = await lockAccount(tx, bankAccountId);
    if (!row) return;
    const waiting = await moveBankAccount(tx, row, "send", now, {
      providerAccountId: answer.accountId,
      failureReason: null,
    });
    if (!waiting || answer.state === "waiting") return;
    if (answer.state === "rejected") {
      await moveBankAccount(tx, waiting, "reject", now, { failureReason: answer.reason ?? null });
      return;
    }
    await deactivateOthers(tx, deps.jobs, waiting, now);
    await moveBankAccount(tx, waiting, "activate", now, { activatedAt: now });
  });
}

/** Payouts go to one account: the previously activated one is deactivated. */
export async function deactivateOthers(
  tx: Executor,
  jobs: Deps["jobs"],
  account: BankAccountRow,
  now: Date,
): Promise<void> {
  const replaced = await tx
    .update(bankAccounts)
    .set({ state: "deactivated", deactivatedAt: now, updatedAt: now })
    .where(
      and(
        eq(bankAccounts.sellerId, account.sellerId),
        eq(bankAccounts.state, "activated"),
        ne(bankAccounts.id, account.id),
      ),
    )
    .returning({ id: bankAccounts.id, providerAccountId: bankAccounts.providerAccountId });
  for (const old of replaced)
    if (old.providerAccountId)
      await jobs.enqueue(tx, DEACTIVATE_PROVIDER_BANK_ACCOUNT_JOB, { bankAccountId: old.id });
}
