import { eq } from "drizzle-orm";
import { z } from "zod";
import { admin, payouts as contracts } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError } from "../../platform/http/errors.ts";
import { payoutReconciliations } from "../tables.ts";
import { reconciliationDetailView } from "../reconciliation-view.ts";
import { listReconciliations } from "../use-cases/list-reconciliations.ts";
import { runReconciliationNow } from "../use-cases/run-reconciliation-now.ts";

/** The nightly ledger reconciliations for managers: the runs, one run's differences, and "run now". */
export const adminReconciliationRoutes: RouteModule = (app, deps) => {
  const tags = ["admin", "payouts"];
  app.get(
    `${API}/admin/payout_reconciliations`,
    {
      config: { access: ["manager"] },
      schema: {
        tags,
        summary: "Nightly ledger reconciliations",
        querystring: contracts.reconciliationsQuery,
        response: { 200: contracts.reconciliationsAnswer },
      },
    },
    async (req) => listReconciliations(deps, req.query),
  );

  app.get(
    `${API}/admin/payout_reconciliations/:id`,
    {
      config: { access: ["manager"] },
      schema: {
        tags,
        summary: "One reconciliation with its differences",
        params: admin.idParams,
        response: { 200: z.object({ reconciliation: contracts.reconciliationDetail }) },
      },
    },
    async (req) => {
      const [row] = await deps.db
        .select()
        .from(payoutReconciliations)
        .where(eq(payoutReconciliations.id, req.params.id));
      if (!row) throw new AppError("NOT_FOUND");
      return { reconciliation: reconciliationDetailView(row) };
    },
  );

  app.post(
    `${API}/admin/payout_reconciliations/run`,
    {
      config: { access: ["manager"] },
      schema: {
        tags,
        summary: "Run the reconciliation now (today's row is replaced)",
        response: { 200: contracts.reconciliationRunAnswer },
      },
    },
    async () => runReconciliationNow(deps),
  );
};
