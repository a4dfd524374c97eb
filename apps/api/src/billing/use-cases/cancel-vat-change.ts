import { eq } from "drizzle-orm";
import type { billing } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { invoiceSettingsView } from "../settings-view.ts";
import { findPendingVatChange } from "../settings-store.ts";
import { pendingVatChanges } from "../tables.ts";

/**
 * Takes back a VAT change while it is pending. Once the worker has claimed it (in_process) it is
 * being applied and stays; the seller can schedule the way back instead.
 */
export async function cancelVatChange(
  deps: Deps,
  sellerId: number,
): Promise<Result<billing.InvoiceSettings>> {
  return deps.db.transaction(async (tx) => {
    const current = await findPendingVatChange(tx, sellerId, true);
    if (!current) return fail("NOT_FOUND");
    if (current.state !== "pending") return fail("VAT_CHANGE_IN_PROCESS");
    await tx.delete(pendingVatChanges).where(eq(pendingVatChanges.id, current.id));
    return ok(await invoiceSettingsView(tx, sellerId, deps.clock.now()));
  });
}
