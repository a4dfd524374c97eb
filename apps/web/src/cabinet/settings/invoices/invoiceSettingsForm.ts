import {
  calendarDateOf,
  checkInvoiceNumberFormat,
  checkInvoiceNumberFormats,
  checkPendingVatChange,
  formatInvoiceNumber,
  INVOICE_NUMBER_FORMAT_MAX_LENGTH,
  invoiceSeriesYear,
  toIsoDate,
} from "@sellwerk/domain";
import type { InvoiceSettings, NextSequences, VatExemptionReasonValue } from "../../../api/invoiceTypes.ts";
import type { NumberFormatsInput, VatChangeInput } from "../../../api/invoiceSettings.ts";
import type { FormIssues } from "../../../ui/useFormErrors.ts";

// The invoice settings forms (docs/billing.md "Invoice settings"), checked with the domain's own
// rules before they are sent, and the live preview of a format the seller has not saved yet.

/** Documents are dated in Germany; "today" and a change's day are days there. */
export const DOCUMENT_TIME_ZONE = "Europe/Berlin";

export function formatIssues(form: NumberFormatsInput): FormIssues {
  const errors = checkInvoiceNumberFormats({
    invoiceNumberFormat: form.invoiceNumberFormat.trim(),
    creditMemoNumberFormat: form.creditMemoNumberFormat.trim(),
  });
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [
      field,
      // The counter's example in "invoice_number_counter" is a placeholder to i18next too: fill it.
      { code, params: { max: INVOICE_NUMBER_FORMAT_MAX_LENGTH, NNNNN: "{NNNNN}" } },
    ]),
  );
}

/**
 * The number the next real document would get with `format`, null while it is no format. A
 * format with the year continues the year's counter, one without it the running one, as the
 * server counts (number-series.ts).
 */
export function previewNumber(
  format: string,
  counters: Pick<InvoiceSettings["counters"], "year" | "month">,
  sequences: NextSequences,
): string | null {
  const trimmed = format.trim();
  if (checkInvoiceNumberFormat(trimmed)) return null;
  const { year, month } = counters;
  const sequence = invoiceSeriesYear(trimmed, year) ? sequences.yearly : sequences.running;
  return formatInvoiceNumber(trimmed, { year, month, sequence });
}

export interface VatChangeForm {
  /** "yes" / "no" until chosen: "" */
  vatPayer: "" | "yes" | "no";
  vatNo: string;
  vatExemptionReason: VatExemptionReasonValue | null;
  effectiveOn: string;
}

export const newVatChangeForm = (): VatChangeForm => ({
  vatPayer: "",
  vatNo: "",
  vatExemptionReason: null,
  effectiveOn: "",
});

/** Today in Germany, yyyy-mm-dd; the change's day must come after it. */
export function documentToday(now = new Date()): string {
  return toIsoDate(calendarDateOf(now, DOCUMENT_TIME_ZONE)!);
}

export function vatChangeIssues(form: VatChangeForm, now = new Date()): FormIssues {
  const issues: FormIssues = {};
  if (form.vatPayer === "") issues.vatPayer = { code: "required" };
  const errors = checkPendingVatChange(
    {
      vatPayer: form.vatPayer === "yes",
      vatExemptionReason: form.vatPayer === "no" ? form.vatExemptionReason : null,
      vatNo: form.vatPayer === "yes" ? form.vatNo : null,
      effectiveFrom: form.effectiveOn,
    },
    calendarDateOf(now, DOCUMENT_TIME_ZONE)!,
  );
  // The server calls the day effective_on; the domain names it by what it means.
  for (const [field, code] of Object.entries(errors))
    if (form.vatPayer !== "" || field === "effectiveFrom")
      issues[field === "effectiveFrom" ? "effectiveOn" : field] = { code };
  return issues;
}

export function vatChangePayload(form: VatChangeForm): VatChangeInput {
  const payer = form.vatPayer === "yes";
  return {
    vatPayer: payer,
    vatNo: payer ? form.vatNo.trim() : null,
    vatExemptionReason: payer ? null : form.vatExemptionReason,
    effectiveOn: form.effectiveOn,
  };
}
