import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { payouts } from "@sellwerk/contracts";
import { api } from "./instance.ts";

// Balances and payouts (docs/payouts.md), camelCase as the client hands them out. Paths are per
// payee area: the cabinet's seller, the publisher area (issue 14) and the team member area
// (issue 13) use the same calls under their own prefix.

export type PayeePrefix = "/cabinet" | "/publish" | "/team_member";

const OWN_AREAS = ["/publish", "/team_member"] as const;

/** The payee area a page was opened in: the same screens serve sellers, publishers and team members. */
export function payeePrefixOf(pathname: string): PayeePrefix {
  return OWN_AREAS.find((area) => pathname === area || pathname.startsWith(`${area}/`)) ?? "/cabinet";
}

export interface Balance {
  currency: string;
  pending: number;
  available: number;
  onHold: number;
  paidOut: number;
}

export interface PayoutSettings {
  schedule: payouts.PayoutSettings["schedule"];
  day: number;
  minimumAmount: number;
  currency: payouts.PayoutSettings["currency"];
  payoutFee: number;
}

export interface Payout {
  id: number;
  state: payouts.Payout["state"];
  currency: string;
  amount: number;
  fee: number;
  provider: string;
  providerRef: string | null;
  ibanMasked: string | null;
  country: string | null;
  period: string;
  failureCode: string | null;
  createdAt: string;
  issuedAt: string | null;
  finishedAt: string | null;
}

export interface HeldReasons {
  currency: string;
  available: number;
  minimumAmount: number;
  payoutFee: number;
  reasons: { code: payouts.HeldReasonsAnswer["reasons"][number]["code"]; link: string }[];
}

export interface StatementEntry {
  id: number;
  transactionId: string;
  createdAt: string;
  kind: payouts.StatementEntry["kind"];
  account: payouts.StatementEntry["account"];
  amount: number;
  currency: string;
  orderId: number | null;
  orderRateId: number | null;
  payoutId: number | null;
}

export interface Transfer {
  id: number;
  transferableType: payouts.Transfer["transferable_type"];
  transferableId: number;
  orderId: number;
  state: payouts.TransferState;
  provider: string;
  currency: string;
  grossAmount: number;
  feeAmount: number;
  amount: number;
  countryCode: string | null;
  payoutId: number | null;
  createdAt: string;
}

export const payoutPaths = (prefix: PayeePrefix) => ({
  balance: `${prefix}/payouts_balance`,
  settings: `${prefix}/payouts_settings`,
  payouts: `${prefix}/payouts`,
  held: `${prefix}/payouts_held_reasons`,
  statement: `${prefix}/payouts_statement`,
  statementExport: `${prefix}/payouts_statement/export`,
  payoutsExport: `${prefix}/payouts/export.csv`,
  transfers: `${prefix}/transfers`,
  transfersExport: `${prefix}/transfers/export.csv`,
});

export function useBalances(prefix: PayeePrefix) {
  const path = payoutPaths(prefix).balance;
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => api.get<{ list: Balance[]; refundWindowDays: number }>(path, { signal }),
  });
}

export function useHeldReasons(prefix: PayeePrefix, currency: string | null) {
  const path = payoutPaths(prefix).held;
  return useQuery({
    queryKey: [path, currency],
    queryFn: ({ signal }) => api.get<HeldReasons>(path, { signal, params: currency ? { currency } : {} }),
  });
}

export function usePayoutSettings(prefix: PayeePrefix) {
  const path = payoutPaths(prefix).settings;
  return useQuery({ queryKey: [path], queryFn: ({ signal }) => api.get<PayoutSettings>(path, { signal }) });
}

export function useSavePayoutSettings(prefix: PayeePrefix) {
  const client = useQueryClient();
  const paths = payoutPaths(prefix);
  return useMutation({
    mutationFn: (body: Omit<PayoutSettings, "payoutFee">) =>
      api.put<PayoutSettings>(paths.settings, body, { suppressErrors: true }),
    onSuccess: (settings) => {
      client.setQueryData([paths.settings], settings);
      void client.invalidateQueries({ queryKey: [paths.held] });
    },
  });
}

/** "Pay out now": one key per click, so a renewed or replayed request cannot pay out twice. */
export function usePayOutNow(prefix: PayeePrefix) {
  const client = useQueryClient();
  const paths = payoutPaths(prefix);
  return useMutation({
    mutationFn: ({ currency, idempotencyKey }: { currency: string; idempotencyKey: string }) =>
      api.post<{ payout: Payout }>(
        paths.payouts,
        { currency },
        { headers: { "Idempotency-Key": idempotencyKey }, suppressErrors: true, keepOnRouteChange: true },
      ),
    onSettled: () =>
      Promise.all(
        [paths.balance, paths.payouts, paths.held, paths.statement, paths.transfers].map((p) =>
          client.invalidateQueries({ queryKey: [p] }),
        ),
      ),
  });
}
