import { eq } from "drizzle-orm";
import {
  calendarDateOf,
  checkPendingVatChange,
  isBlank,
  normalizeVatNumber,
  parseCalendarDate,
  startOfDayIn,
  taxNumberApplicable,
} from "@sellwerk/domain";
import type { billing } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldFail, fieldsFail, ok, type Result } from "../../platform/result.ts";
import { DOCUMENT_TIME_ZONE, sellerProfiles, withVatSettings } from "../../catalog/index.ts";
import { invoiceSettingsView } from "../settings-view.ts";
import { findPendingVatChange } from "../settings-store.ts";
import { pendingVatChanges } from "../tables.ts";

/** Field names of the body, for the errors the domain reports by its own names. */
const PARAMS = {
  vatPayer: "vat_payer",
  vatExemptionReason: "vat_exemption_reason",
  vatNo: "vat_no",
  effectiveFrom: "effective_on",
} as const;

/**
 * Schedules new VAT settings from a later day on (spec core §4 pending VAT change), replacing a
 * change still pending. The day starts at midnight in Germany, where documents are dated:
 * everything supplied from then on is invoiced under the new settings, and the worker copies them
 * into the profile (`applyDueVatChanges`). A change the worker is applying can no longer be
 * replaced. Moving to settings without VAT id needs the tax number on the profile first, since
 * the invoices will have to print it.
 */
export async function scheduleVatChange(
  deps: Deps,
  sellerId: number,
  body: billing.ScheduleVatChangeBody,
): Promise<Result<billing.InvoiceSettings>> {
  const now = deps.clock.now();
  const input = {
    vatPayer: body.vat_payer,
    vatExemptionReason: body.vat_exemption_reason,
    vatNo: body.vat_no,
    effectiveFrom: body.effective_on,
  };
  const errors = checkPendingVatChange(input, calendarDateOf(now, DOCUMENT_TIME_ZONE)!);
  const fields = Object.entries(errors).map(([field, code]) => ({
    param: PARAMS[field as keyof typeof PARAMS],
    code,
  }));
  if (fields.length) return fieldsFail(fields);

  // What the profile keeps (withVatSettings): a VAT payer's id, a non-payer's exemption.
  const vat = {
    vatPayer: body.vat_payer,
    vatExemptionReason: body.vat_payer ? null : body.vat_exemption_reason,
    vatNo: body.vat_payer && body.vat_no ? normalizeVatNumber(body.vat_no) : null,
  };
  const effectiveFrom = startOfDayIn(parseCalendarDate(body.effective_on)!, DOCUMENT_TIME_ZONE);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ profile: sellerProfiles.profile })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, sellerId));
    const profile = row?.profile ?? {};
    if (taxNumberApplicable(withVatSettings(profile, vat)) && isBlank(profile.taxNumber))
      return fieldFail("vat_payer", "tax_number_required");

    const current = await findPendingVatChange(tx, sellerId, true);
    if (current?.state === "in_process") return fail("VAT_CHANGE_IN_PROCESS");
    const values = { ...vat, effectiveFrom, state: "pending" };
    if (current) await tx.update(pendingVatChanges).set(values).where(eq(pendingVatChanges.id, current.id));
    else {
      // Two first schedules race on the seller's unique index; the second is told to reload.
      const inserted = await tx
        .insert(pendingVatChanges)
        .values({ sellerId, ...values })
        .onConflictDoNothing()
        .returning({ id: pendingVatChanges.id });
      if (inserted.length === 0) return fail("CONFLICT");
    }
    return ok(await invoiceSettingsView(tx, sellerId, now));
  });
}
