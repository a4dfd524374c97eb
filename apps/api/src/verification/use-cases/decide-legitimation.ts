import { eq } from "drizzle-orm";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { users } from "../../identity/tables.ts";
import { queueMail } from "../../notifications/index.ts";
import { legitimationHistory, type LegitimationRow } from "../tables.ts";
import { lockLegitimationById, moveLegitimation, stepAfter } from "../repository.ts";
import { legitimationView } from "../views.ts";
import { adminLegitimationView } from "./show-admin-legitimation.ts";

export type LegitimationDecision = { action: "accept" } | { action: "reject"; reason: string };

/**
 * A manager's decision: accept (legitimated) or reject with a reason the seller reads in the
 * cabinet and in a mail. What was decided on is kept as a history row (the old legitimation
 * view), so a later change can be compared with it. The mail is queued in the same transaction.
 */
export async function decideLegitimation(
  deps: Deps,
  managerId: number,
  legitimationId: number,
  decision: LegitimationDecision,
): Promise<Result<verification.Legitimation & { seller_email: string; seller_name: string }>> {
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (tx) => {
    const row = await lockLegitimationById(tx, legitimationId);
    if (!row) return fail("NOT_FOUND");
    const next = stepAfter(row, decision.action);
    if (!next.ok) return next;
    const reason = decision.action === "reject" ? decision.reason : null;
    const saved = await moveLegitimation(tx, row, decision.action, next.value, now, {
      rejectionReason: reason,
      decidedAt: now,
      decidedBy: managerId,
    });
    const view = await legitimationView(deps, tx, saved);
    await tx.insert(legitimationHistory).values({
      legitimationId: row.id,
      sellerId: row.sellerId,
      step: saved.step,
      adminState: saved.adminState,
      legalForm: saved.legalForm,
      snapshot: {
        head_quarter: view.head_quarter,
        legal_representative: view.legal_representative,
        documents: view.documents.map(({ url: _url, ...doc }) => doc),
        ubos: view.ubos,
      },
      reason,
      decidedBy: managerId,
      recordedAt: now,
    });
    await mailSeller(deps, tx, saved, reason);
    return ok(saved);
  });
  if (!decided.ok) return decided;
  return ok(await adminLegitimationView(deps, decided.value));
}

async function mailSeller(deps: Deps, tx: Executor, row: LegitimationRow, reason: string | null) {
  const [seller] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, row.sellerId));
  if (!seller) return;
  await queueMail(deps, tx, {
    userId: seller.id,
    to: seller.email,
    template: reason === null ? "legitimation_accepted" : "legitimation_rejected",
    locale: seller.locale === "de" ? "de" : "en",
    vars: { name: seller.firstName, reason: reason ?? "" },
    actionPath: "/cabinet/legitimation",
  });
}
