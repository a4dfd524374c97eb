import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderRateState, PaymentState } from "@sellwerk/domain";
import { api } from "./instance.ts";
import type { OrderProduct } from "./orderTypes.ts";

// The order rates list (GET /cabinet/order_rates, contracts orders.ts; its path in orderRatesList.ts) and the order CSV's
// remembered columns (GET/PUT /cabinet/orders/csv_settings), camelCase as the client hands them out.

const CSV_SETTINGS_PATH = "/cabinet/orders/csv_settings";

export interface OrderRateListItem {
  id: number;
  orderId: number;
  orderToken: string;
  payer: { name: string; email: string };
  product: OrderProduct;
  number: number;
  of: number;
  dueAt: string;
  amount: number;
  paidAmount: number;
  currency: string;
  state: OrderRateState;
  paymentState: PaymentState;
  paidAt: string | null;
  provider: string;
  testMode: boolean;
}

export interface OrderCsvSettings {
  /** The chosen columns in the CSV's order (every column until the seller chooses). */
  columns: string[];
  available: string[];
}

export function useOrderCsvSettings(enabled: boolean) {
  return useQuery({
    queryKey: [CSV_SETTINGS_PATH],
    queryFn: ({ signal }) => api.get<OrderCsvSettings>(CSV_SETTINGS_PATH, { signal }),
    enabled,
  });
}

export function useSaveOrderCsvColumns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (columns: string[]) =>
      api.put<OrderCsvSettings>(CSV_SETTINGS_PATH, { columns }, { suppressErrors: true }),
    onSuccess: (settings) => client.setQueryData([CSV_SETTINGS_PATH], settings),
  });
}
