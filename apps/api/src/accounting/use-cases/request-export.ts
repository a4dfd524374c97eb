import { monthPeriod } from "@sellwerk/domain";
import type { accounting } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ACCOUNTING_EXPORT_JOB } from "../../platform/jobs/names.ts";
import { accountingExports } from "../tables.ts";
import { readAccountingSettings, storedSettings } from "../settings-store.ts";
import { exportFilters } from "../booking-filters.ts";

/**
 * A new export of a period: the row (pending) and its job commit together, so every requested
 * export is generated. The seller's account numbers are copied in now: the file says what was
 * configured when it was asked for, and the booking filters it was asked with.
 */
export async function requestExport(deps: Deps, sellerId: number, body: accounting.CreateExportBody) {
  const period = body.month ? monthPeriod(body.month) : { from: body.from!, till: body.till! };
  return deps.db.transaction(async (tx) => {
    const settings = await readAccountingSettings(tx, sellerId);
    const [row] = await tx
      .insert(accountingExports)
      .values({
        sellerId,
        periodFrom: period.from,
        periodTill: period.till,
        accounts: storedSettings(settings),
        filters: exportFilters(body.filters),
      })
      .returning();
    await deps.jobs.enqueue(tx, ACCOUNTING_EXPORT_JOB, { exportId: row!.id });
    return row!;
  });
}
