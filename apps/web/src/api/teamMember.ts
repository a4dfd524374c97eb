import { useQuery } from "@tanstack/react-query";
import { api } from "./instance.ts";
import type { ListResponse, TeamSeller } from "./types.ts";

/** Sellers who invited the team member; the header's seller switch lives as long as the area. */
export function useTeamSellers() {
  return useQuery({
    queryKey: ["team_member", "sellers"],
    queryFn: ({ signal }) =>
      api
        .get<Pick<ListResponse<TeamSeller>, "list">>("/team_member/sellers", {
          signal,
          keepOnRouteChange: true,
          sellerId: null,
        })
        .then((r) => r.list),
  });
}
