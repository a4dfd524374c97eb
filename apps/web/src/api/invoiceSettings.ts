import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import { INVOICE_SETTINGS_PATH, type InvoiceSettings } from "./invoiceTypes.ts";

// The seller's invoice settings (docs/billing.md "Invoice settings"): number formats with the
// next numbers, and the VAT settings with their pending change. Every write answers the whole
// settings, which replace the cached ones.

type Envelope = { invoiceSettings: InvoiceSettings };
const VAT_CHANGE_PATH = `${INVOICE_SETTINGS_PATH}/pending_vat_change`;

export function useInvoiceSettings() {
  return useQuery({
    queryKey: [INVOICE_SETTINGS_PATH],
    queryFn: ({ signal }) =>
      api.get<Envelope>(INVOICE_SETTINGS_PATH, { signal }).then((r) => r.invoiceSettings),
  });
}

function useSettingsMutation<T>(send: (input: T) => Promise<Envelope>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => send(input).then((r) => r.invoiceSettings),
    onSuccess: (settings) => client.setQueryData([INVOICE_SETTINGS_PATH], settings),
  });
}

export interface NumberFormatsInput {
  invoiceNumberFormat: string;
  creditMemoNumberFormat: string;
}

export function useSaveNumberFormats() {
  return useSettingsMutation((body: NumberFormatsInput) =>
    api.put<Envelope>(INVOICE_SETTINGS_PATH, body, { suppressErrors: true }),
  );
}

export interface VatChangeInput {
  vatPayer: boolean;
  vatExemptionReason: string | null;
  vatNo: string | null;
  /** yyyy-mm-dd */
  effectiveOn: string;
}

export function useScheduleVatChange() {
  return useSettingsMutation((body: VatChangeInput) =>
    api.put<Envelope>(VAT_CHANGE_PATH, body, { suppressErrors: true }),
  );
}

export function useCancelVatChange() {
  return useSettingsMutation(() =>
    api.delete<Envelope>(VAT_CHANGE_PATH, undefined, { suppressErrors: true }),
  );
}
