import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ClaimOutcome,
  ClaimStage,
  DunningState,
  DunningStrategy,
  InkassoStatus,
  NotCollectedReason,
  StatusColor,
  StrategyStatus,
} from "@sellwerk/domain";
import { api } from "./instance.ts";

// Dunning and debt collection (docs/dunning.md): the seller's settings, claims, and the file
// exchange with the collection agency. Keys start with the claims path, so one invalidation
// refreshes the list and the open claim together.

export const CLAIMS_PATH = "/cabinet/dunning/claims";
export const DUNNING_SETTINGS_PATH = "/cabinet/settings/dunning";
export const AGENCY_BATCHES_PATH = "/cabinet/dunning/agency_batches";

export interface DunningSettings {
  strategy: DunningStrategy;
  schedule: { firstDays: number; secondDays: number; thirdDays: number; inkassoDays: number };
  fees: { firstFee: number; secondFee: number; thirdFee: number };
}

export interface Claim {
  id: number;
  orderId: number;
  orderRateId: number;
  rateNumber: number;
  productName: string;
  payer: { name: string; email: string; type: "private" | "business" };
  currency: string;
  amount: number;
  feesAmount: number;
  totalAmount: number;
  orderAmount: number;
  strategyType: DunningStrategy;
  strategyStage: ClaimStage;
  dunningStatus: DunningState;
  inkassoStatus: InkassoStatus;
  strategyStatus: StrategyStatus;
  outcomeStatus: Exclude<ClaimOutcome, "open"> | null;
  color: StatusColor;
  overdueSince: string;
  daysOverdue: number;
  nextStageAt: string | null;
  notCollectedReason: NotCollectedReason | null;
  isWrittenOff: boolean;
  writtenOffAt: string | null;
  writeOffReason: string | null;
  dateResolved: string | null;
  agencyBatchId: number | null;
  createdAt: string;
}

export interface ClaimEvent {
  id: number;
  kind: "opened" | "stage" | "outcome";
  stage: ClaimStage;
  outcome: ClaimOutcome;
  fee: number;
  actor: "schedule" | "seller" | "agency" | "payment" | "manager";
  note: string | null;
  mailUrl: string | null;
  createdAt: string;
}

export interface ClaimDetail extends Claim {
  orderToken: string;
  payUrl: string;
  events: ClaimEvent[];
  canResolve: boolean;
  canWriteOff: boolean;
  canSkip: boolean;
}

export interface AgencyBatch {
  id: number;
  claimsCount: number;
  createdAt: string;
  downloadUrl: string;
}

export function useDunningSettings() {
  return useQuery({
    queryKey: [DUNNING_SETTINGS_PATH],
    queryFn: ({ signal }) =>
      api
        .get<{ dunningSettings: DunningSettings }>(DUNNING_SETTINGS_PATH, { signal })
        .then((r) => r.dunningSettings),
  });
}

/** The form shows the server's field errors itself, so no toast. */
export function useSaveDunningSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: DunningSettings) =>
      api
        .put<{ dunningSettings: DunningSettings }>(DUNNING_SETTINGS_PATH, settings, { suppressErrors: true })
        .then((r) => r.dunningSettings),
    onSuccess: (saved) => client.setQueryData([DUNNING_SETTINGS_PATH], saved),
  });
}

export function useClaim(id: number) {
  return useQuery({
    queryKey: [CLAIMS_PATH, "one", id],
    queryFn: ({ signal }) =>
      api
        .get<{ claim: ClaimDetail }>(`${CLAIMS_PATH}/${id}`, { signal, suppressErrors: true })
        .then((r) => r.claim),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useRefreshClaims() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [CLAIMS_PATH] }),
      client.invalidateQueries({ queryKey: [AGENCY_BATCHES_PATH] }),
    ]);
}

export type ClaimAction =
  { kind: "resolve"; note?: string } | { kind: "write_off"; reason: string } | { kind: "skip" };

export function useClaimAction(id: number) {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (action: ClaimAction) => {
      const { kind, ...body } = action;
      return api.post<{ claim: ClaimDetail }>(
        `${CLAIMS_PATH}/${id}/${kind}`,
        kind === "skip" ? undefined : body,
        {
          suppressErrors: true,
        },
      );
    },
    onSettled: () => refresh(),
  });
}

export function useAgencyBatches() {
  return useQuery({
    queryKey: [AGENCY_BATCHES_PATH],
    queryFn: ({ signal }) =>
      api.get<{ list: AgencyBatch[] }>(AGENCY_BATCHES_PATH, { signal }).then((r) => r.list),
  });
}

export function useHandToAgency() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: () =>
      api
        .post<{ batch: AgencyBatch }>(AGENCY_BATCHES_PATH, undefined, { suppressErrors: true })
        .then((r) => r.batch),
    onSettled: () => refresh(),
  });
}

export function useImportAgencyStatus() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (csv: string) =>
      api.post<{ applied: number }>("/cabinet/dunning/agency_imports", { csv }, { suppressErrors: true }),
    onSettled: () => refresh(),
  });
}
