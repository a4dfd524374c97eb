import { desc } from "drizzle-orm";
import { payouts as contracts } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { payoutReconciliations } from "../tables.ts";
import type { Difference } from "../use-cases/reconcile-ledger.ts";

/** The last 30 nightly reconciliations with their differences, for managers. */
export const adminReconciliationRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/admin/payout_reconciliations`,
    {
      config: { access: ["manager"] },
      schema: {
        tags: ["admin", "payouts"],
        summary: "Nightly ledger reconciliations",
        response: { 200: contracts.reconciliationsAnswer },
      },
    },
    async () => {
      const rows = await deps.db
        .select()
        .from(payoutReconciliations)
        .orderBy(desc(payoutReconciliations.day))
        .limit(30);
      return {
        list: rows.map((r) => ({
          id: r.id,
          day: r.day,
          checked_transactions: r.checkedTransactions,
          checked_payouts: r.checkedPayouts,
          difference_count: r.differenceCount,
          differences: r.differences as Difference[],
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );
};
