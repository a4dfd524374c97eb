import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SellerChecklistKey, StatisticsPeriodDays } from "@sellwerk/domain";
import { api } from "./instance.ts";
import type { Product } from "./catalogTypes.ts";

// The seller's home (GET /cabinet/home) and sales figures (GET /cabinet/statistics), camelCase.

export const HOME_PATH = "/cabinet/home";
export const STATISTICS_PATH = "/cabinet/statistics";

export type StatisticsMode = "live" | "test";

export interface CabinetHome {
  checklist: { key: SellerChecklistKey; done: boolean }[];
  liveSales: boolean;
  reviewHandlingDays: number;
  attention: { product: Product; submittedAt: string | null; expectedBy: string | null }[];
  attentionCount: number;
}

/** A figure in the period and in the period of the same length right before it. */
export interface Comparison {
  current: number;
  previous: number;
}

export interface CurrencyStatistics {
  currency: string;
  revenue: Comparison;
  refunds: Comparison;
  daily: { date: string; revenue: number }[];
}

export interface SalesStatistics {
  days: number;
  mode: StatisticsMode;
  timeZone: string;
  from: string;
  till: string;
  previousFrom: string;
  previousTill: string;
  orders: Comparison;
  newBuyers: Comparison;
  refundCount: Comparison;
  currencies: CurrencyStatistics[];
}

export function useCabinetHome() {
  return useQuery({
    queryKey: [HOME_PATH],
    queryFn: ({ signal }) => api.get<CabinetHome>(HOME_PATH, { signal, suppressErrors: true }),
  });
}

/** The browser's zone: a day on the chart is a day as the seller lives it. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export function useSalesStatistics(days: StatisticsPeriodDays, mode: StatisticsMode, enabled = true) {
  return useQuery({
    queryKey: [STATISTICS_PATH, days, mode],
    queryFn: ({ signal }) =>
      api.get<SalesStatistics>(STATISTICS_PATH, {
        signal,
        suppressErrors: true,
        params: { days, mode, timeZone: timeZone() },
      }),
    enabled,
    // Switching the period keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
