import type { accounting } from "@sellwerk/contracts";
import type { DatevState } from "@sellwerk/domain";
import { API } from "../platform/http/route.ts";
import type { accountingExports } from "./tables.ts";

type ExportRow = typeof accountingExports.$inferSelect;

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
    download_url: state === "generated" ? `${API}/cabinet/accounting_exports/${row.id}/download` : null,
    generated_at: row.generatedAt?.toISOString() ?? null,
    downloaded_at: row.downloadedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
