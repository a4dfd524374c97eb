import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { bankAccounts } from "../tables.ts";
import { bankAccountView } from "../views.ts";
import { SEND_BANK_ACCOUNT_JOB } from "../jobs-names.ts";

/**
 * Saves a payout bank account (IBAN and BIC checked by the body's schema with ibantools, the IBAN
 * in the named bank country) as init_state; a job registers it with the provider after commit.
 */
export async function addBankAccount(
  deps: Deps,
  sellerId: number,
  body: verification.BankAccountBody,
): Promise<verification.BankAccount> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bankAccounts)
      .values({
        sellerId,
        ownerName: body.owner_name,
        iban: body.iban,
        bic: body.bic,
        country: body.country,
        currency: body.currency,
        state: "init_state",
      })
      .returning();
    await deps.jobs.enqueue(tx, SEND_BANK_ACCOUNT_JOB, { bankAccountId: row!.id });
    return bankAccountView(row!);
  });
}
