import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import type { OrderDetail, RefundResult } from "./orderTypes.ts";

// The seller's orders (docs/api-checkout.md "cabinet"); the list itself goes through useList.
// Every key starts with the list's path, so one invalidation refreshes list and detail together.

export const ORDERS_PATH = "/cabinet/orders";
const orderPath = (id: number) => `${ORDERS_PATH}/${id}`;

export function useOrder(id: number) {
  return useQuery({
    queryKey: [ORDERS_PATH, "one", id],
    queryFn: ({ signal }) =>
      api.get<{ order: OrderDetail }>(orderPath(id), { signal, suppressErrors: true }).then((r) => r.order),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useRefreshOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [ORDERS_PATH] });
}

export interface RefundInput {
  rateNumber: number;
  amount: number;
  /** One key per confirmed refund: a renewal or replay of the same request cannot refund twice. */
  idempotencyKey: string;
}

export function useRefundRate(orderId: number) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ rateNumber, amount, idempotencyKey }: RefundInput) =>
      api.post<RefundResult>(
        `${orderPath(orderId)}/rates/${rateNumber}/refund`,
        { amount },
        {
          headers: { "Idempotency-Key": idempotencyKey },
          suppressErrors: true,
          // Money moves: leaving the page must not cancel the request halfway.
          keepOnRouteChange: true,
        },
      ),
    onSettled: () => refresh(),
  });
}

export function useMarkOrderPaid(orderId: number) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: () =>
      api.post<void>(`${orderPath(orderId)}/mark_paid`, undefined, {
        suppressErrors: true,
        keepOnRouteChange: true,
      }),
    onSettled: () => refresh(),
  });
}
