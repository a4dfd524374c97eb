import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import type { SellerProfile } from "./catalogTypes.ts";

// The seller's business profile: complete it and paid products can be sold (spec core §3, §5).

const PATH = "/cabinet/seller_profile";
const KEY = [PATH] as const;

export function useSellerProfile() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<{ sellerProfile: SellerProfile }>(PATH, { signal }).then((r) => r.sellerProfile),
  });
}

export function useSaveSellerProfile() {
  const client = useQueryClient();
  return useMutation({
    // Profile keys are the domain's camelCase field names on the wire too (docs/api-catalog.md), so
    // the body goes as it is instead of through the client's snake_case conversion.
    mutationFn: (input: { profile: Record<string, unknown>; version: number }) =>
      api
        .put<{ sellerProfile: SellerProfile }>(PATH, JSON.stringify(input), {
          suppressErrors: true,
          bodyType: "raw",
          headers: { "Content-Type": "application/json" },
        })
        .then((r) => r.sellerProfile),
    onSuccess: (profile) => {
      client.setQueryData(KEY, profile);
      // Whether paid products can be sold changes the product list's warnings.
      void client.invalidateQueries({ queryKey: ["/cabinet/products"] });
    },
  });
}
