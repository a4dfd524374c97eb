import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";

// The nightly ledger reconciliation for managers (docs/payouts.md): the runs, a run's
// differences, and "run now". The client hands answers over in camelCase.

export const RECONCILIATIONS_PATH = "/admin/payout_reconciliations";

export interface ReconciliationSummary {
  id: number;
  day: string;
  checkedTransactions: number;
  checkedPayouts: number;
  differenceCount: number;
  createdAt: string;
}

export interface ReconciliationDifference {
  check: "transaction_unbalanced" | "payouts_on_hold" | "payouts_paid_out" | "payout_hold";
  subject: string;
  account: string | null;
  transactionId: string | null;
  payoutId: number | null;
  currency: string | null;
  expected: number;
  actual: number;
}

export interface Reconciliation extends ReconciliationSummary {
  differences: ReconciliationDifference[];
}

export function useReconciliation(id: number | null) {
  return useQuery({
    queryKey: [RECONCILIATIONS_PATH, id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api
        .get<{ reconciliation: Reconciliation }>(`${RECONCILIATIONS_PATH}/${id}`, { signal })
        .then((r) => r.reconciliation),
  });
}

/** Runs it now; `running` while another run is under way (nothing new was started). */
export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ state: "done" | "running"; reconciliation: Reconciliation | null }>(
        `${RECONCILIATIONS_PATH}/run`,
        undefined,
        { suppressErrors: true },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: [RECONCILIATIONS_PATH] }),
  });
}
