import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { affiliates } from "@sellwerk/contracts";
import { api } from "./instance.ts";
import type { ListResponse } from "./types.ts";
import {
  AFFILIATE_STATISTICS_PATH,
  NODES_PATH,
  PROGRAMS_PATH,
  publicProgramPath,
  SELLER_PUBLISHERS_PATH,
} from "./affiliatesPaths.ts";

// The seller's affiliate programs and publishers (nodes), their statistics, and the public
// program landing page (issue 14; spec two §3 "Affiliate program", "Affiliate node"). Percent on
// the wire (12.5), camelCase as the client hands it out. The lists go through useList.

export type AffiliateProgram = Camelized<affiliates.AffiliateProgram>;
/** What the form sends (affiliateProgramBody): the program without what the server computes. */
export type ProgramInput = Omit<
  AffiliateProgram,
  | "id"
  | "productCommissions"
  | "archived"
  | "archivedAt"
  | "publishersCount"
  | "requestsCount"
  | "landingUrl"
  | "createdAt"
  | "updatedAt"
> & { productCommissions: Camelized<affiliates.AffiliateProgramBody["product_commissions"]> };
export type AffiliateNode = Camelized<affiliates.AffiliateNode>;
export type NodeState = AffiliateNode["state"];
export type NodeAction = AffiliateNode["actions"][number];
export type InviteInput = Camelized<affiliates.InviteNodeBody>;
export type PublicProgram = Camelized<affiliates.PublicAffiliateProgram>;

/** A contract's snake_case shape as the client hands it out (keys camelCased, deeply). */
type CamelKey<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<CamelKey<T>>}` : S;
export type Camelized<T> = T extends readonly (infer U)[]
  ? Camelized<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelKey<K> : K]: Camelized<T[K]> }
    : T;

export type AffiliateStatistics = Camelized<affiliates.CabinetAffiliateStatistics>;
export type StatisticsRow = Camelized<affiliates.StatisticsRow>;
export type StatisticsView = affiliates.CabinetStatisticsView;
export type StatisticsInterval = (typeof affiliates.STATISTICS_INTERVALS)[number];
export interface StatisticsParams {
  view: StatisticsView;
  from: string;
  to: string;
  interval: StatisticsInterval;
}

function useRefresh(...paths: string[]) {
  const client = useQueryClient();
  return () => Promise.all(paths.map((path) => client.invalidateQueries({ queryKey: [path] })));
}

export function useProgram(id: number | null) {
  return useQuery({
    queryKey: [PROGRAMS_PATH, "one", id],
    queryFn: ({ signal }) =>
      api
        .get<{ affiliateProgram: AffiliateProgram }>(`${PROGRAMS_PATH}/${id}`, {
          signal,
          suppressErrors: true,
        })
        .then((r) => r.affiliateProgram),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}

/** Every program of the seller, for pickers (invite, filters); archived ones included. */
export function useProgramOptions() {
  return useQuery({
    queryKey: [PROGRAMS_PATH, "options"],
    queryFn: ({ signal }) =>
      api
        .get<{ list: AffiliateProgram[] }>(PROGRAMS_PATH, {
          signal,
          params: { per: 500, sort_key: "name", sort_dir: "asc" },
        })
        .then((r) => r.list),
    staleTime: 30_000,
  });
}

/** The publishers of the seller's programs, each once, by name (the orders list's picker). */
export function useSellerPublisherOptions() {
  return useQuery({
    queryKey: [SELLER_PUBLISHERS_PATH],
    queryFn: ({ signal }) =>
      api.get<{ list: affiliates.SellerPublisher[] }>(SELLER_PUBLISHERS_PATH, { signal }).then((r) => r.list),
    staleTime: 30_000,
  });
}

/** The form shows the server's field errors itself, so no toast. */
export function useSaveProgram() {
  const refresh = useRefresh(PROGRAMS_PATH);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProgramInput }) =>
      (id === null
        ? api.post<{ affiliateProgram: AffiliateProgram }>(PROGRAMS_PATH, body, { suppressErrors: true })
        : api.put<{ affiliateProgram: AffiliateProgram }>(`${PROGRAMS_PATH}/${id}`, body, {
            suppressErrors: true,
          })
      ).then((r) => r.affiliateProgram),
    onSuccess: () => refresh(),
  });
}

export function useArchiveProgram() {
  const refresh = useRefresh(PROGRAMS_PATH);
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      api.post<{ affiliateProgram: AffiliateProgram }>(
        `${PROGRAMS_PATH}/${id}/${archived ? "archive" : "unarchive"}`,
        undefined,
        { suppressErrors: true },
      ),
    onSettled: () => refresh(),
  });
}

/** The newest publishers of one program (its page's publishers tab; the full list is the nodes page). */
export function useProgramNodes(programId: number, per: number) {
  return useQuery({
    queryKey: [NODES_PATH, "program", programId, per],
    queryFn: ({ signal }) =>
      api.get<ListResponse<AffiliateNode>>(NODES_PATH, {
        signal,
        params: { affiliate_program_id: programId, per, sort_key: "created_at", sort_dir: "desc" },
      }),
  });
}

export function useInvitePublisher() {
  const refresh = useRefresh(NODES_PATH, PROGRAMS_PATH);
  return useMutation({
    mutationFn: (body: InviteInput) =>
      api
        .post<{ affiliateNode: AffiliateNode }>(NODES_PATH, body, { suppressErrors: true })
        .then((r) => r.affiliateNode),
    onSuccess: () => refresh(),
  });
}

export function useNodeAction() {
  const refresh = useRefresh(NODES_PATH, PROGRAMS_PATH);
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: NodeAction }) =>
      api.post<{ affiliateNode: AffiliateNode }>(`${NODES_PATH}/${id}/${action}`, undefined, {
        suppressErrors: true,
      }),
    onSettled: () => refresh(),
  });
}

export function useSaveNodeBonus() {
  const refresh = useRefresh(NODES_PATH);
  return useMutation({
    mutationFn: ({ id, bonus }: { id: number; bonus: number | null }) =>
      api.put<{ affiliateNode: AffiliateNode }>(`${NODES_PATH}/${id}`, { bonus }, { suppressErrors: true }),
    onSuccess: () => refresh(),
  });
}

/** Days are the browser's calendar days, so "today" ends where the seller's day ends. */
export function useAffiliateStatistics(params: StatisticsParams) {
  return useQuery({
    queryKey: [AFFILIATE_STATISTICS_PATH, params],
    queryFn: ({ signal }) =>
      api.get<AffiliateStatistics>(AFFILIATE_STATISTICS_PATH, {
        signal,
        params: { ...params, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePublicProgram(id: number) {
  return useQuery({
    queryKey: ["common", "affiliate_programs", id],
    queryFn: ({ signal }) =>
      api
        .get<{ affiliateProgram: PublicProgram }>(publicProgramPath(id), { signal, suppressErrors: true })
        .then((r) => r.affiliateProgram),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** A signed-in publisher joins; `recruiter` is the publisher id of the one who shared the link. */
export function useJoinProgram(id: number) {
  return useMutation({
    mutationFn: (recruiter: number | null) =>
      api.post<{ affiliateNode: AffiliateNode }>(
        `${publicProgramPath(id)}/accept`,
        { recruiterId: recruiter },
        { suppressErrors: true },
      ),
  });
}
