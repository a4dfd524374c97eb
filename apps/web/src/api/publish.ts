import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { affiliates } from "@sellwerk/contracts";
import { fetchBytes, saveBlob } from "./bytes.ts";
import { api } from "./instance.ts";
import type { ListResponse } from "./types.ts";
import { PUBLISH_PATHS } from "./publishPaths.ts";

// The publisher area's calls (issue 14, spec core §2 /publish/…; contracts affiliates/publish.ts
// and statistics.ts), camelCase as the client hands them out. Payouts, balances and transfers are
// the payee calls of api/payouts.ts under "/publish".

type CamelCase<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;
/** A wire type as the client hands it out: every key camelCased, values untouched. */
export type Camel<T> = T extends readonly (infer U)[]
  ? Camel<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camel<T[K]> }
    : T;

export { PUBLISH_PATHS };

export type PublishHome = Camel<affiliates.PublishHome>;
export type PublishCommission = Camel<affiliates.PublishCommission>;
export type PublisherProfile = Camel<affiliates.PublisherProfile>;
export type PublisherDetails = Camel<affiliates.PublisherDetails>;
export type PublisherLink = Camel<affiliates.PublisherLink>;
export type PublisherNotifications = Camel<affiliates.PublisherNotifications>;
export type PublishProgram = Camel<affiliates.PublishProgram>;
export type MarketplaceProgram = Camel<affiliates.MarketplaceProgram>;
export type MarketplaceProgramDetail = Camel<affiliates.MarketplaceProgramDetail>;
/** The figures, rows and series publishers and sellers (/cabinet/affiliate_statistics) share. */
export type AffiliateStatistics = Camel<affiliates.AffiliateStatistics>;
export type Statistics = Camel<affiliates.PublishStatistics>;
export type AffiliateNode = Camel<affiliates.AffiliateNode>;
export type NodeAction = AffiliateNode["actions"][number];
export type StatisticsView = affiliates.PublishStatisticsView;
export type StatisticsInterval = Statistics["interval"];

/** Days are calendar days in the browser's zone, the way the publisher reads them. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function usePublishHome() {
  return useQuery({
    queryKey: [PUBLISH_PATHS.home],
    queryFn: ({ signal }) =>
      api.get<PublishHome>(PUBLISH_PATHS.home, { signal, params: { time_zone: browserTimeZone() } }),
  });
}

export interface StatisticsParams {
  view: StatisticsView;
  from: string;
  to: string;
  interval: StatisticsInterval;
}

export function usePublishStatistics(params: StatisticsParams) {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: [PUBLISH_PATHS.statistics, params, timeZone],
    queryFn: ({ signal }) =>
      api.get<Statistics>(PUBLISH_PATHS.statistics, { signal, params: { ...params, time_zone: timeZone } }),
    placeholderData: keepPreviousData,
  });
}

export function usePublisherProfile() {
  return useQuery({
    queryKey: [PUBLISH_PATHS.profile],
    queryFn: ({ signal }) =>
      api
        .get<{ publisherProfile: PublisherProfile }>(PUBLISH_PATHS.profile, { signal })
        .then((r) => r.publisherProfile),
  });
}

export function useSavePublisherProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: PublisherProfile) =>
      api
        .put<{ publisherProfile: PublisherProfile }>(
          PUBLISH_PATHS.profile,
          { publisherProfile: profile },
          { suppressErrors: true },
        )
        .then((r) => r.publisherProfile),
    onSuccess: (profile) => {
      client.setQueryData([PUBLISH_PATHS.profile], profile);
      void client.invalidateQueries({ queryKey: [PUBLISH_PATHS.details] });
    },
  });
}

export function usePublisherDetails() {
  return useQuery({
    queryKey: [PUBLISH_PATHS.details],
    queryFn: ({ signal }) => api.get<PublisherDetails>(PUBLISH_PATHS.details, { signal }),
  });
}

export function usePublisherNotifications() {
  return useQuery({
    queryKey: [PUBLISH_PATHS.emailNotification],
    queryFn: ({ signal }) =>
      api
        .get<{ emailNotification: PublisherNotifications }>(PUBLISH_PATHS.emailNotification, { signal })
        .then((r) => r.emailNotification),
  });
}

export function useSavePublisherNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: PublisherNotifications) =>
      api
        .put<{ emailNotification: PublisherNotifications }>(
          PUBLISH_PATHS.emailNotification,
          { emailNotification: settings },
          { suppressErrors: true },
        )
        .then((r) => r.emailNotification),
    onSuccess: (settings) => client.setQueryData([PUBLISH_PATHS.emailNotification], settings),
  });
}

export function useMarketplaceProgram(id: number) {
  return useQuery({
    queryKey: [PUBLISH_PATHS.marketplaceProgram(id)],
    queryFn: ({ signal }) =>
      api
        .get<{ affiliateProgram: MarketplaceProgramDetail }>(PUBLISH_PATHS.marketplaceProgram(id), {
          signal,
          suppressErrors: true,
        })
        .then((r) => r.affiliateProgram),
    retry: false,
    enabled: id > 0,
  });
}

/** Fetches a payout's self-billing credit memo (Gutschrift) with the publisher's token and saves it. */
export async function downloadCreditMemo(payoutId: number): Promise<void> {
  const blob = await fetchBytes(PUBLISH_PATHS.creditMemo(payoutId), "application/pdf");
  saveBlob(blob, `gutschrift-${payoutId}.pdf`);
}

/** Invitations from sellers that wait for the publisher's answer (the first page of 15). */
export function useWaitingInvitations() {
  return useQuery({
    queryKey: [PUBLISH_PATHS.nodes, "waiting"],
    queryFn: ({ signal }) =>
      api.get<ListResponse<AffiliateNode>>(PUBLISH_PATHS.nodes, {
        signal,
        params: { waiting: "true", per: 15, sort_key: "created_at", sort_dir: "desc" },
      }),
  });
}

/** Everything that shows nodes or what they lead to, reloaded after a node changed. */
function invalidateNodes(client: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    [
      PUBLISH_PATHS.nodes,
      PUBLISH_PATHS.home,
      PUBLISH_PATHS.programs,
      PUBLISH_PATHS.marketplace,
      PUBLISH_PATHS.details,
    ].map((path) => client.invalidateQueries({ queryKey: [path] })),
  ).then(() =>
    client.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith(`${PUBLISH_PATHS.marketplace}/`),
    }),
  );
}

/** Accept or reject a seller's invitation, or cancel a request or membership. */
export function useNodeAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: NodeAction }) =>
      api
        .post<{ affiliateNode: AffiliateNode }>(PUBLISH_PATHS.nodeAction(id, action), undefined, {
          suppressErrors: true,
        })
        .then((r) => r.affiliateNode),
    onSettled: () => invalidateNodes(client),
  });
}

/** Ask to join a program; `recruiterId` names the publisher whose recruit link brought them. */
export function useRequestNode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { affiliateProgramId: number; recruiterId: number | null }) =>
      api
        .post<{ affiliateNode: AffiliateNode }>(PUBLISH_PATHS.nodes, body, { suppressErrors: true })
        .then((r) => r.affiliateNode),
    onSettled: () => invalidateNodes(client),
  });
}

/** The invitation link a seller mailed (/publish/affiliate_nodes?invite=…), taken after sign-in. */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api
        .post<{ affiliateNode: AffiliateNode }>(PUBLISH_PATHS.acceptInvitation(token), undefined, {
          suppressErrors: true,
        })
        .then((r) => r.affiliateNode),
    onSettled: () => invalidateNodes(client),
  });
}
