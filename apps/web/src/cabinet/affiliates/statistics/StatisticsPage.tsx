import { Alert, Card, Group, SegmentedControl, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useAffiliateStatistics, type StatisticsView } from "../../../api/affiliates.ts";
import {
  FigureGrid,
  StatisticsCharts,
  StatisticsRowsTable,
} from "../../../publish/statistics/StatisticsCharts.tsx";
import { DEFAULT_PERIOD, PERIODS, periodOf } from "../../../publish/statistics/statisticsModel.ts";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { AffiliateTabs } from "../AffiliateTabs.tsx";

const VIEWS = ["programs", "publishers", "products"] as const satisfies readonly StatisticsView[];
const isView = (value: string | null): value is StatisticsView => VIEWS.some((v) => v === value);

/**
 * /cabinet/affiliate_statistics: clicks, sales and commissions the seller's publishers brought,
 * over time and per program, publisher or product (?view=…&days=… in the URL). The figures and
 * charts are the publisher area's, read from the same facts.
 */
export function StatisticsPage() {
  const { t } = useTranslation("affiliates");
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const rawView = search.get("view");
  const view: StatisticsView = isView(rawView) ? rawView : "programs";
  const period =
    PERIODS.find((p) => String(p.days) === search.get("days")) ??
    PERIODS.find((p) => p.days === DEFAULT_PERIOD)!;
  const stats = useAffiliateStatistics({ view, interval: period.interval, ...periodOf(period.days) });

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    setSearch(next, { replace: true });
  };

  return (
    <>
      <PageTitle title={t("title")} description={t("description")} />
      <AffiliateTabs active="statistic" />
      <Group justify="space-between" mb="md" gap="sm">
        <Text size="sm" c="dimmed">
          {t("statistics.help")}
        </Text>
        <SegmentedControl
          size="xs"
          value={String(period.days)}
          onChange={(v) => set("days", v)}
          aria-label={t("statistics.period")}
          data={PERIODS.map((p) => ({
            value: String(p.days),
            label: t("statistics.days", { days: p.days }),
          }))}
        />
      </Group>
      {stats.isError ? (
        <Alert color="red" role="alert">
          {errorText(stats.error)}
        </Alert>
      ) : !stats.data ? (
        <Stack gap="md">
          <Skeleton h={80} />
          <Skeleton h={260} />
        </Stack>
      ) : (
        <Stack gap="lg" style={{ opacity: stats.isFetching ? 0.6 : 1 }}>
          <Card withBorder padding="md">
            <FigureGrid stats={stats.data} />
          </Card>
          <StatisticsCharts stats={stats.data} />
          <Tabs value={view} onChange={(v) => v && set("view", v)}>
            <Tabs.List aria-label={t("statistics.views.label")} mb="md">
              {VIEWS.map((v) => (
                <Tabs.Tab key={v} value={v}>
                  {t(`statistics.views.${v}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <StatisticsRowsTable
            rows={stats.data.rows}
            caption={t(`statistics.views.${view}`)}
            nameHeader={t(`statistics.rowName.${view}`)}
            emptyText={t(`statistics.empty.${view}`)}
          />
        </Stack>
      )}
    </>
  );
}
