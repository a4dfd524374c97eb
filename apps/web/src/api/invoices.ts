import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import { fetchBytes, saveBlob } from "./bytes.ts";
import {
  INVOICES_PATH,
  type BuyerKind,
  type InvoiceCorrection,
  type InvoiceDetail,
  type InvoiceListItem,
} from "./invoiceTypes.ts";

/** Fetches a document's PDF with the seller's token and hands it to the browser as a download. */
export async function downloadInvoicePdf(invoice: Pick<InvoiceListItem, "id" | "number">): Promise<void> {
  const blob = await fetchBytes(`${INVOICES_PATH}/${invoice.id}/pdf`, "application/pdf");
  saveBlob(blob, `${invoice.number}.pdf`);
}

/** One document with its buyer, fetched when the correction form opens. */
export function useInvoice(id: number) {
  return useQuery({
    queryKey: [INVOICES_PATH, "one", id],
    queryFn: ({ signal }) =>
      api
        .get<{ invoice: InvoiceDetail }>(`${INVOICES_PATH}/${id}`, { signal, suppressErrors: true })
        .then((r) => r.invoice),
  });
}

export interface CorrectionInput {
  id: number;
  buyer: {
    name: string;
    company: string;
    street: string;
    zip: string;
    city: string;
    country: string;
    vatId: string;
    kind: BuyerKind;
  };
  /** One key per confirmed correction: a renewal or replay of the request cannot correct twice. */
  idempotencyKey: string;
}

/** Cancels an invoice with a credit memo and issues the corrected one; the list shows both after. */
export function useCorrectInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, buyer, idempotencyKey }: CorrectionInput) =>
      api.post<InvoiceCorrection>(
        `${INVOICES_PATH}/${id}/correction`,
        { buyer },
        {
          headers: { "Idempotency-Key": idempotencyKey },
          suppressErrors: true,
          // Documents are issued: leaving the page must not cancel the request halfway.
          keepOnRouteChange: true,
        },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: [INVOICES_PATH] }),
  });
}
