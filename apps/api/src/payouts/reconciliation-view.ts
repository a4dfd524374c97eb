import type { payouts as contracts } from "@sellwerk/contracts";
import type { z } from "zod";
import type { payoutReconciliations } from "./tables.ts";
import type { Difference } from "./use-cases/reconcile-ledger.ts";

type Row = typeof payoutReconciliations.$inferSelect;

/** A run as the list shows it: the figures, not the differences. */
export function reconciliationSummaryView(r: Row): z.infer<typeof contracts.reconciliationSummary> {
  return {
    id: r.id,
    day: r.day,
    checked_transactions: r.checkedTransactions,
    checked_payouts: r.checkedPayouts,
    difference_count: r.differenceCount,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * A run with each difference, its subject read apart so the manager sees which payee account
 * (or ledger transaction, or payout) and currency disagree: "<account> <currency>" for the
 * payout checks, "<transaction> <currency>" for an unbalanced transaction, "payout <id>".
 */
export function reconciliationDetailView(r: Row): z.infer<typeof contracts.reconciliationDetail> {
  const differences = (r.differences as Difference[]).map((d) => {
    const [first = "", second = null] = d.subject.split(" ");
    const payout = d.check === "payout_hold";
    return {
      ...d,
      account: payout || d.check === "transaction_unbalanced" ? null : first,
      transaction_id: d.check === "transaction_unbalanced" ? first : null,
      payout_id: payout && second ? Number(second) : null,
      currency: payout ? null : second,
    };
  });
  return { ...reconciliationSummaryView(r), differences };
}
