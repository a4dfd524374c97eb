import type { PENDING_VAT_CHANGE_STATES } from "../states/lists.ts";
import { VAT_EXEMPTION_REASONS } from "../constants/profiles.ts";
import { compareCalendarDates, parseCalendarDate, type CalendarDate } from "../dates/calendar.ts";
import { isBlank } from "../validation/length.ts";
import type { ValidationCode } from "../validation/codes.ts";
import { checkVatNumber } from "../validation/vat.ts";
import type { SellerVat } from "./vat.ts";

// A seller's change of VAT settings (VAT payer, exemption, VAT id) waits as a pending VAT change
// (spec core §4: pending, in_process) until its date, so invoices already issued and sales up to
// that day keep the settings they were made under. The list itself lives in states/lists.ts.

export type PendingVatChangeState = (typeof PENDING_VAT_CHANGE_STATES)[number];

export interface PendingVatChange<T = SellerVat> {
  /** The first moment the new settings apply. */
  effectiveFrom: Date;
  settings: T;
}

/**
 * The VAT settings that apply at `at`: the pending change's from its `effectiveFrom` on
 * (inclusive), the current ones before it or when nothing is pending.
 */
export function vatSettingsAt<T = SellerVat>(current: T, pending: PendingVatChange<T> | null, at: Date): T {
  if (Number.isNaN(at.getTime())) throw new RangeError("at must be a valid date");
  if (pending === null) return current;
  if (Number.isNaN(pending.effectiveFrom.getTime()))
    throw new RangeError("effectiveFrom must be a valid date");
  return at.getTime() >= pending.effectiveFrom.getTime() ? pending.settings : current;
}

/** What a seller asks to change: the VAT fields of the profile and the day it applies from. */
export interface PendingVatChangeInput {
  vatPayer: boolean;
  vatExemptionReason: string | null;
  vatNo: string | null;
  /** A calendar day, yyyy-mm-dd; the change applies from its start where documents are dated. */
  effectiveFrom: string;
}
export type PendingVatChangeField = keyof PendingVatChangeInput;

/**
 * Field errors of a VAT change, as the profile judges the same fields (spec core §5): a VAT payer
 * gives a well-formed VAT id, a seller who is not one names the exemption (the invoice must say
 * why it charges none), a VAT id given anyway must be well-formed. The day must come after
 * `today` (the calendar day where documents are dated): today's sales already ran under the
 * current settings, and an issued invoice is never recomputed.
 */
export function checkPendingVatChange(
  input: PendingVatChangeInput,
  today: CalendarDate,
): Partial<Record<PendingVatChangeField, ValidationCode>> {
  const errors: Partial<Record<PendingVatChangeField, ValidationCode>> = {};
  if (!input.vatPayer) {
    if (isBlank(input.vatExemptionReason)) errors.vatExemptionReason = "required";
    else if (!(VAT_EXEMPTION_REASONS as readonly string[]).includes(input.vatExemptionReason!))
      errors.vatExemptionReason = "invalid_value";
  }
  if (isBlank(input.vatNo)) {
    if (input.vatPayer) errors.vatNo = "required";
  } else {
    const code = checkVatNumber(input.vatNo!);
    if (code) errors.vatNo = code;
  }
  const day = parseCalendarDate(input.effectiveFrom);
  if (isBlank(input.effectiveFrom)) errors.effectiveFrom = "required";
  else if (!day) errors.effectiveFrom = "invalid_date";
  else if (compareCalendarDates(day, today) <= 0) errors.effectiveFrom = "date_not_in_future";
  return errors;
}
