import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import { saveBlob } from "./bytes.ts";
import type { Coupon } from "./checkoutSettingsTypes.ts";

// The seller's coupons (docs/api-checkout-settings.md); the list itself goes through useList.

export const COUPONS_PATH = "/cabinet/coupons";

export type CouponTermsInput = Omit<
  Coupon,
  "id" | "code" | "form" | "batch" | "usedCount" | "createdAt" | "updatedAt" | "codeType"
>;

function useRefreshCoupons() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [COUPONS_PATH] });
}

export function useSaveCoupon() {
  const refresh = useRefreshCoupons();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      (id === null
        ? api.post<{ coupon: Coupon }>(COUPONS_PATH, body, { suppressErrors: true })
        : api.put<{ coupon: Coupon }>(`${COUPONS_PATH}/${id}`, body, { suppressErrors: true })
      ).then((r) => r.coupon),
    onSuccess: () => refresh(),
  });
}

export function useCreateCouponBatch() {
  const refresh = useRefreshCoupons();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.post<{ batch: number; count: number }>(`${COUPONS_PATH}/bulk`, body, {
        suppressErrors: true,
        // A batch of 1000 codes is one transaction worth waiting for, wherever the seller goes.
        keepOnRouteChange: true,
      }),
    onSuccess: () => refresh(),
  });
}

export function useRemoveCoupon() {
  const refresh = useRefreshCoupons();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<void>(`${COUPONS_PATH}/${id}`, undefined, { suppressErrors: true }),
    onSuccess: () => refresh(),
  });
}

/** Fetches a batch's CSV with the seller's token and hands it to the browser as a download. */
export async function downloadCouponBatch(batch: number): Promise<void> {
  const text = await api.get<string>(`${COUPONS_PATH}/export.csv`, { params: { batch } });
  saveBlob(new Blob([text], { type: "text/csv;charset=utf-8" }), `coupons-batch-${batch}.csv`);
}
