import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import { snakeToCamel } from "./client/caseConversion.ts";
import type { SellerProfile } from "./catalogTypes.ts";

// The seller's business profile: complete it and paid products can be sold (spec core §3, §5).

const PATH = "/cabinet/seller_profile";
const KEY = [PATH] as const;

/** The client converts keys; missing_fields holds field names as values, converted here. */
const fromWire = (profile: SellerProfile): SellerProfile => ({
  ...profile,
  missingFields: profile.missingFields.map(snakeToCamel),
});

export function useSellerProfile() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<{ sellerProfile: SellerProfile }>(PATH, { signal }).then((r) => fromWire(r.sellerProfile)),
  });
}

export function useSaveSellerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { profile: Record<string, unknown>; version: number }) =>
      api
        .put<{ sellerProfile: SellerProfile }>(PATH, input, { suppressErrors: true })
        .then((r) => fromWire(r.sellerProfile)),
    onSuccess: (profile) => {
      client.setQueryData(KEY, profile);
      // Whether paid products can be sold changes the product list's warnings.
      void client.invalidateQueries({ queryKey: ["/cabinet/products"] });
    },
  });
}
