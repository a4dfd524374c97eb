import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { accounting } from "@sellwerk/contracts";
import { api } from "./instance.ts";
import { fetchBytes, saveBlob } from "./bytes.ts";
import { ACCOUNTING_PATHS } from "./accountingPaths.ts";

// The accounting export (docs/accounting.md), camelCase as the client hands it out.

export { ACCOUNTING_PATHS };

export interface AccountingExport {
  id: number;
  periodFrom: string;
  periodTill: string;
  datevState: accounting.AccountingExport["datev_state"];
  datevExportStatus: accounting.AccountingExport["datev_export_status"];
  progress: number;
  documentsCount: number;
  bookingsCount: number;
  fileSize: number | null;
  failureMessage: string | null;
  /** The bookings-list filters it was made with (camelCase keys); empty: every booking. */
  filters: Record<string, string>;
  supersededById: number | null;
  downloadUrl: string | null;
  generatedAt: string | null;
  downloadedAt: string | null;
  createdAt: string;
}

/** One DATEV booking line of the bookings list (contracts accounting.ts accountingBooking). */
export interface AccountingBooking {
  id: number;
  bookingType: accounting.AccountingBooking["booking_type"];
  eventKey: string;
  eventDate: string;
  amount: number;
  side: accounting.AccountingBooking["side"];
  currency: string;
  sellerAccount: string;
  genAccount: string;
  taxKey: string;
  documentField1: string;
  text: string;
  exportId: number | null;
  datevState: accounting.AccountingBooking["datev_state"];
  datevExportStatus: accounting.AccountingBooking["datev_export_status"];
}

export type AccountingAccounts = accounting.AccountingSettings["accounts"];
export interface AccountingSettings {
  accounts: AccountingAccounts;
  consultantNumber: string;
  clientNumber: string;
  /** Platform and payout fees carry the input-VAT key 9. */
  platformFeeVat: boolean;
}

/** A month or a period; with the bookings list's filters, only the bookings they keep. */
export type ExportRequest = ({ month: string } | { from: string; till: string }) & {
  filters?: accounting.BookingFilters;
};

export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExportRequest) =>
      api.post<{ accountingExport: AccountingExport }>(ACCOUNTING_PATHS.exports, body, {
        suppressErrors: true,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [ACCOUNTING_PATHS.exports] });
      // The bookings it takes show their export state once it is generated.
      await client.invalidateQueries({ queryKey: [ACCOUNTING_PATHS.bookings] });
    },
  });
}

/** The file, then the list again: its export status is now "downloaded". */
export function useDownloadExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (e: AccountingExport) => {
      const blob = await fetchBytes(`${ACCOUNTING_PATHS.exports}/${e.id}/download`, "text/csv");
      saveBlob(blob, `EXTF_Buchungsstapel_${e.periodFrom}_${e.periodTill}.csv`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: [ACCOUNTING_PATHS.exports] }),
  });
}

export function useAccountingSettings() {
  return useQuery({
    queryKey: [ACCOUNTING_PATHS.settings],
    queryFn: ({ signal }) =>
      api.get<{ accountingSettings: AccountingSettings }>(ACCOUNTING_PATHS.settings, { signal }),
  });
}

export function useSaveAccountingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountingSettings) =>
      api.put<{ accountingSettings: AccountingSettings }>(ACCOUNTING_PATHS.settings, body, {
        suppressErrors: true,
      }),
    onSuccess: (answer) => client.setQueryData([ACCOUNTING_PATHS.settings], answer),
  });
}
