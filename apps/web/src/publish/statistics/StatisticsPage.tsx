import { Alert, Card, Group, SegmentedControl, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { usePublishStatistics, type StatisticsView } from "../../api/publish.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";
import { FigureGrid, StatisticsCharts } from "./StatisticsCharts.tsx";
import { StatisticsRowsTable } from "./StatisticsRowsTable.tsx";
import { DEFAULT_PERIOD, isView, PERIODS, periodOf, STATISTICS_VIEWS } from "./statisticsModel.ts";

/**
 * /publish/statistics: the sub-views of spec core §2 (programs, products, sellers, affiliate — the
 * sellers the publisher recruited to the platform) as tabs, kept in the URL (?view=…&days=…).
 */
export function StatisticsPage() {
  const { t } = useTranslation("publish");
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const rawView = search.get("view");
  const view: StatisticsView = isView(rawView) ? rawView : "statistics_programs";
  const period =
    PERIODS.find((p) => String(p.days) === search.get("days")) ??
    PERIODS.find((p) => p.days === DEFAULT_PERIOD) ??
    PERIODS[0];
  const stats = usePublishStatistics({ view, interval: period.interval, ...periodOf(period.days) });

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    setSearch(next, { replace: true });
  };

  return (
    <>
      <PageTitle title={t("statistics.title")} description={t("statistics.description")} />
      <Tabs value={view} onChange={(v) => v && set("view", v)} mb="md">
        <Tabs.List>
          {STATISTICS_VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {t(`statistics.views.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" mb="md" gap="sm">
        <Text size="sm" c="dimmed">
          {t(`statistics.viewHelp.${view}`)}
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
        <Alert color="red">{errorText(stats.error)}</Alert>
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
