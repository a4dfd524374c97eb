import { desc, eq } from "drizzle-orm";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { bankAccounts } from "../tables.ts";
import { bankAccountView } from "../views.ts";
import { confirmsAtProvider } from "./confirm-bank-account.ts";

/** The seller's bank accounts, newest first (a seller has a handful; no paging needed). */
export async function listBankAccounts(deps: Deps, sellerId: number): Promise<verification.BankAccount[]> {
  const rows = await deps.db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.sellerId, sellerId))
    .orderBy(desc(bankAccounts.id))
    .limit(100);
  const confirms = await confirmsAtProvider(deps, deps.db, sellerId);
  return rows.map((row) => bankAccountView(row, confirms));
}
