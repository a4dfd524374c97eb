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
  downloadUrl: string | null;
  generatedAt: string | null;
  downloadedAt: string | null;
  createdAt: string;
}

export type AccountingAccounts = accounting.AccountingSettings["accounts"];
export interface AccountingSettings {
  accounts: AccountingAccounts;
  consultantNumber: string;
  clientNumber: string;
}

export type ExportRequest = { month: string } | { from: string; till: string };

export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExportRequest) =>
      api.post<{ accountingExport: AccountingExport }>(ACCOUNTING_PATHS.exports, body, {
        suppressErrors: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [ACCOUNTING_PATHS.exports] }),
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
