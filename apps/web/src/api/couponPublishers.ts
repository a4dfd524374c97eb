import { useQuery } from "@tanstack/react-query";
import { api } from "./instance.ts";
import type { ListResponse } from "./types.ts";
import type { AffiliateNode } from "./affiliates.ts";
import { NODES_PATH } from "./affiliatesPaths.ts";

/**
 * The seller's active publishers (accepted nodes of any program), for binding a coupon to one
 * (coupon-bound attribution, issue 14): a sale with the coupon is that publisher's.
 */
export function useActivePublisherOptions() {
  return useQuery({
    queryKey: [NODES_PATH, "accepted-options"],
    queryFn: ({ signal }) =>
      api
        .get<ListResponse<AffiliateNode>>(NODES_PATH, {
          signal,
          params: { state: "accepted", per: 500, sort_key: "created_at", sort_dir: "desc" },
        })
        .then((r) => r.list),
    staleTime: 30_000,
  });
}
