import type { accounting } from "@sellwerk/contracts";
import { resolveBooking, type DatevBookingType, type DatevState, type KeyedBooking } from "@sellwerk/domain";
import { API } from "../platform/http/route.ts";
import type { accountingBookings, accountingExports } from "./tables.ts";

type ExportRow = typeof accountingExports.$inferSelect;
type BookingRow = typeof accountingBookings.$inferSelect;

export function exportView(row: ExportRow): accounting.AccountingExport {
  const state = row.datevState as DatevState;
  const progress =
    state === "generated"
      ? 100
      : row.documentsTotal > 0
        ? Math.floor((row.documentsDone * 100) / row.documentsTotal)
        : 0;
  return {
    id: row.id,
    period_from: row.periodFrom,
    period_till: row.periodTill,
    datev_state: state,
    datev_export_status: row.downloadedAt ? "downloaded" : "open",
    progress,
    documents_count: row.documentsTotal,
    bookings_count: row.bookingsCount,
    file_size: row.fileSize,
    failure_message: row.failureMessage,
    filters: row.filters,
    superseded_by_id: row.supersededById,
    download_url: state === "generated" ? `${API}/cabinet/accounting_exports/${row.id}/download` : null,
    generated_at: row.generatedAt?.toISOString() ?? null,
    downloaded_at: row.downloadedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A stored booking as the domain's keyed booking (the accounts resolve from it). */
export function keyedBooking(row: BookingRow): KeyedBooking {
  return {
    bookingType: row.bookingType as DatevBookingType,
    amount: row.amount,
    side: row.side as KeyedBooking["side"],
    currency: row.currency,
    accountKey: row.accountKey as KeyedBooking["accountKey"],
    contraKey: row.contraKey as KeyedBooking["contraKey"],
    vatMode: row.vatMode,
    rateBasisPoints: row.rateBasisPoints,
    documentField1: row.documentField1,
    text: row.text,
  };
}

export function bookingView(
  row: BookingRow,
  settings: accounting.AccountingSettings,
  lastExport: { datevState: string; downloadedAt: Date | null } | undefined,
): accounting.AccountingBooking {
  const resolved = resolveBooking(settings.accounts, keyedBooking(row), {
    platformFeeVat: settings.platform_fee_vat,
  });
  return {
    id: row.id,
    booking_type: row.bookingType as DatevBookingType,
    event_key: row.eventKey,
    event_date: row.eventDate.toISOString(),
    amount: row.amount,
    side: row.side as KeyedBooking["side"],
    currency: row.currency,
    seller_account: resolved.account,
    gen_account: resolved.contraAccount,
    tax_key: resolved.taxKey,
    document_field_1: row.documentField1,
    text: row.text,
    export_id: row.exportId,
    datev_state: (lastExport?.datevState as DatevState | undefined) ?? null,
    datev_export_status: lastExport?.downloadedAt ? "downloaded" : "open",
  };
}
