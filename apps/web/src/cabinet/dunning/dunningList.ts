import {
  CLAIM_OUTCOME_STATUSES,
  COURT_CLAIM_STAGES,
  CLAIM_STAGES,
  DUNNING_STATES,
  DUNNING_STRATEGIES,
  INKASSO_STATUSES,
  NOT_COLLECTED_REASONS,
  PAGE_SIZES,
  STRATEGY_STATUSES,
} from "@sellwerk/domain";
import type { dunning } from "@sellwerk/contracts";
import { CLAIMS_PATH } from "../../api/dunning.ts";
import type { FilterOption } from "../../ui/list/listTypes.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

type ClaimsQuery = dunning.ClaimsQuery;
const SORT_KEYS = [
  "created_at",
  "overdue_since",
  "amount",
  "order_amount",
  "id",
] as const satisfies readonly ClaimsQuery["sort_key"][];
const PAYER_TYPES = ["private", "business"] as const satisfies readonly NonNullable<
  ClaimsQuery["payer_type"]
>[];

const labelled = (values: readonly string[], prefix: string): FilterOption[] =>
  values.map((value) => ({ value, labelKey: `${prefix}.${value}` }));
const notCourt = (values: readonly string[]) =>
  values.filter((v) => !(COURT_CLAIM_STAGES as readonly string[]).includes(v));

/**
 * GET /cabinet/dunning/claims with the filters of spec two §3 "Dunning and debt collection". The
 * court stages are offered to those who see them (managers, power sellers; spec two §6).
 */
export function claimsListOptions(seesCourt: boolean): UseListOptions {
  const visible = (values: readonly string[]) => (seesCourt ? values : notCourt(values));
  return {
    path: CLAIMS_PATH,
    filters: [
      {
        key: "overdue",
        param: "overdue",
        labelKey: "dunning:filters.overdue",
        control: "numberRange",
        min: 0,
        max: 365,
      },
      {
        key: "daysOverdue",
        param: "days_overdue",
        labelKey: "dunning:filters.daysOverdue",
        control: "number",
        min: 0,
        max: 365,
      },
      { key: "amount", param: "amount", labelKey: "dunning:filters.amount", control: "numberRange", min: 0 },
      {
        key: "orderAmount",
        param: "order_amount",
        labelKey: "dunning:filters.orderAmount",
        control: "numberRange",
        min: 0,
      },
      {
        key: "payerType",
        param: "payer_type",
        labelKey: "dunning:filters.payerType",
        control: "select",
        options: labelled(PAYER_TYPES, "dunning:payerTypes"),
      },
      {
        key: "dunningStatus",
        param: "dunning_status",
        labelKey: "dunning:filters.dunningStatus",
        control: "select",
        options: labelled(DUNNING_STATES, "dunning:dunningStatuses"),
      },
      {
        key: "inkassoStatus",
        param: "inkasso_status",
        labelKey: "dunning:filters.inkassoStatus",
        control: "select",
        options: labelled(visible(INKASSO_STATUSES), "dunning:inkassoStatuses"),
      },
      {
        key: "strategyStatus",
        param: "strategy_status",
        labelKey: "dunning:filters.strategyStatus",
        control: "select",
        options: labelled(STRATEGY_STATUSES, "dunning:strategyStatuses"),
      },
      {
        key: "strategyStage",
        param: "strategy_stage",
        labelKey: "dunning:filters.strategyStage",
        control: "select",
        options: labelled(visible(CLAIM_STAGES), "dunning:stages"),
      },
      {
        key: "strategyType",
        param: "strategy_type",
        labelKey: "dunning:filters.strategyType",
        control: "select",
        options: labelled(DUNNING_STRATEGIES, "dunning:strategies"),
      },
      {
        key: "preferredStrategy",
        param: "preferred_strategy",
        labelKey: "dunning:filters.preferredStrategy",
        control: "select",
        options: labelled(DUNNING_STRATEGIES, "dunning:strategies"),
      },
      {
        key: "outcomeStatus",
        param: "outcome_status",
        labelKey: "dunning:filters.outcomeStatus",
        control: "select",
        options: labelled(CLAIM_OUTCOME_STATUSES, "dunning:outcomes"),
      },
      {
        key: "notCollectedReason",
        param: "not_collected_reason",
        labelKey: "dunning:filters.notCollectedReason",
        control: "select",
        options: labelled(NOT_COLLECTED_REASONS, "dunning:notCollectedReasons"),
      },
      {
        key: "isWrittenOff",
        param: "is_written_off",
        labelKey: "dunning:filters.isWrittenOff",
        control: "boolean",
      },
      {
        key: "writtenOff",
        param: "written_off",
        labelKey: "dunning:filters.writtenOffAt",
        control: "dateRange",
      },
      {
        key: "dateResolved",
        param: "date_resolved",
        labelKey: "dunning:filters.dateResolved",
        control: "dateRange",
      },
    ],
    sortKeys: SORT_KEYS,
    defaultSort: { key: "created_at", dir: "desc" },
    pageSizes: PAGE_SIZES,
    defaultPer: 20,
  };
}
