import type { ReactNode } from "react";
import { Alert, Card, Group, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { AffiliateStatistics } from "../../api/publish.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { FigureGrid, StatisticsCharts } from "./StatisticsCharts.tsx";
import { StatisticsRowsTable } from "./StatisticsRowsTable.tsx";
import { DEFAULT_PERIOD, PERIODS } from "./statisticsModel.ts";

// What the publisher's and the seller's affiliate statistics pages share: the view and period
// kept in the URL (?view=…&days=…), the period switch, and the figures, charts and rows of one
// answer. Each page keeps its own views, title and tabs.

/** The page's view (or `fallback`), its period, and a setter that keeps both in the URL. */
export function useStatisticsUrl<V extends string>(
  isView: (value: string | null) => value is V,
  fallback: V,
) {
  const [search, setSearch] = useSearchParams();
  const rawView = search.get("view");
  const period =
    PERIODS.find((p) => String(p.days) === search.get("days")) ??
    PERIODS.find((p) => p.days === DEFAULT_PERIOD) ??
    PERIODS[0];
  const set = (key: "view" | "days", value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    setSearch(next, { replace: true });
  };
  return { view: isView(rawView) ? rawView : fallback, period, set };
}

/** A line of help on the left, the period switch on the right. */
export function PeriodHeader({
  help,
  days,
  onChange,
}: {
  help: string;
  days: number;
  onChange: (days: string) => void;
}) {
  const { t } = useTranslation("publish");
  return (
    <Group justify="space-between" mb="md" gap="sm">
      <Text size="sm" c="dimmed">
        {help}
      </Text>
      <SegmentedControl
        size="xs"
        value={String(days)}
        onChange={onChange}
        aria-label={t("statistics.period")}
        data={PERIODS.map((p) => ({ value: String(p.days), label: t("statistics.days", { days: p.days }) }))}
      />
    </Group>
  );
}

/** The answer's figures, charts and rows; `beforeRows` sits between charts and rows (the cabinet's view tabs). */
export function StatisticsContent({
  stats,
  rows,
  beforeRows,
}: {
  stats: { data: AffiliateStatistics | undefined; isError: boolean; error: unknown; isFetching: boolean };
  rows: { caption: string; nameHeader: string; emptyText: string };
  beforeRows?: ReactNode;
}) {
  const errorText = useErrorText();
  if (stats.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(stats.error)}
      </Alert>
    );
  if (!stats.data)
    return (
      <Stack gap="md">
        <Skeleton h={80} />
        <Skeleton h={260} />
      </Stack>
    );
  return (
    <Stack gap="lg" style={{ opacity: stats.isFetching ? 0.6 : 1 }}>
      <Card withBorder padding="md">
        <FigureGrid stats={stats.data} />
      </Card>
      <StatisticsCharts stats={stats.data} />
      {beforeRows}
      <StatisticsRowsTable rows={stats.data.rows} {...rows} />
    </Stack>
  );
}
