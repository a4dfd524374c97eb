import { eq } from "drizzle-orm";
import {
  calendarDateOf,
  formatInvoiceNumber,
  invoiceSeriesYear,
  toIsoDate,
  VAT_EXEMPTION_REASONS,
  type VatExemptionReason,
} from "@sellwerk/domain";
import type { billing } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { DOCUMENT_TIME_ZONE, sellerProfiles } from "../catalog/index.ts";
import { calendarOf, nextSequences } from "./number-series.ts";
import { findPendingVatChange, readNumberFormats, type PendingVatChangeRow } from "./settings-store.ts";

// The invoice settings page's data: the formats with the numbers they give next, the profile's
// VAT settings as they apply today and the change waiting for its day.

const reasonOf = (value: unknown): VatExemptionReason | null =>
  (VAT_EXEMPTION_REASONS as readonly unknown[]).includes(value) ? (value as VatExemptionReason) : null;
const textOf = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

function currentVat(profile: Record<string, unknown>): billing.InvoiceSettings["vat"] {
  const vatPayer = profile.vatPayer === true;
  return {
    vat_payer: vatPayer,
    vat_exemption_reason: vatPayer ? null : reasonOf(profile.vatExemptionReason),
    vat_no: textOf(profile.vatNo),
  };
}

function pendingView(row: PendingVatChangeRow): billing.PendingVatChange {
  return {
    vat_payer: row.vatPayer,
    vat_exemption_reason: reasonOf(row.vatExemptionReason),
    vat_no: row.vatNo,
    effective_on: toIsoDate(calendarDateOf(row.effectiveFrom, DOCUMENT_TIME_ZONE)!),
    effective_from: row.effectiveFrom.toISOString(),
    state: row.state === "in_process" ? "in_process" : "pending",
  };
}

export async function invoiceSettingsView(
  ex: Executor,
  sellerId: number,
  now: Date,
): Promise<billing.InvoiceSettings> {
  const formats = await readNumberFormats(ex, sellerId);
  const { year, month } = calendarOf(now);
  const counters = {
    invoice: await nextSequences(ex, sellerId, "invoice", year),
    credit_memo: await nextSequences(ex, sellerId, "credit_memo", year),
  };
  const next = (format: string, sequences: { yearly: number; running: number }) =>
    formatInvoiceNumber(format, {
      year,
      month,
      sequence: invoiceSeriesYear(format, year) ? sequences.yearly : sequences.running,
    });
  const [profile] = await ex
    .select({ profile: sellerProfiles.profile })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, sellerId));
  const pending = await findPendingVatChange(ex, sellerId);
  return {
    invoice_number_format: formats.invoiceNumberFormat,
    credit_memo_number_format: formats.creditMemoNumberFormat,
    next_invoice_number: next(formats.invoiceNumberFormat, counters.invoice),
    next_credit_memo_number: next(formats.creditMemoNumberFormat, counters.credit_memo),
    counters: { year, month, ...counters },
    vat: currentVat(profile?.profile ?? {}),
    pending_vat_change: pending ? pendingView(pending) : null,
  };
}
