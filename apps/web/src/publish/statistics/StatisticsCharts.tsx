import { useState, type ReactNode } from "react";
import { BarChart, LineChart } from "@mantine/charts";
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { fromMinorUnits, LOCALE_CODES, toMinorUnits } from "@sellwerk/domain";
import type { AffiliateStatistics } from "../../api/publish.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { commissionCurrencies, commissionIn } from "./statisticsModel.ts";

export type ChartKey = "clicksSales" | "conversion" | "commissions";
const ALL_CHARTS: readonly ChartKey[] = ["clicksSales", "conversion", "commissions"];

/**
 * Clicks and sales, conversion, and commissions over the period, one point per bucket. Amounts
 * of two currencies never meet: commissions show one currency at a time.
 */
export function StatisticsCharts({
  stats,
  charts = ALL_CHARTS,
}: {
  stats: AffiliateStatistics;
  /** Which charts, in this order (the home page shows two). */
  charts?: readonly ChartKey[];
}) {
  const { t } = useTranslation("publish");
  const format = useFormat();
  const label = useBucketLabel(stats.interval);
  const points = stats.series.map((p) => ({
    bucket: label(p.date),
    clicks: p.clicks,
    sales: p.sales,
    conversion: p.conversion ?? 0,
  }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {charts.map((key) => {
        if (key === "commissions") return <CommissionChart key={key} stats={stats} label={label} />;
        if (key === "clicksSales")
          return (
            <ChartCard key={key} title={t("statistics.charts.clicksSales")}>
              <LineChart
                h={220}
                data={points}
                dataKey="bucket"
                series={[
                  { name: "clicks", label: t("statistics.figures.clicks"), color: "blue.6" },
                  { name: "sales", label: t("statistics.figures.sales"), color: "teal.6" },
                ]}
                withLegend
                curveType="linear"
                tickLine="none"
                gridAxis="xy"
                valueFormatter={format.number}
              />
            </ChartCard>
          );
        return (
          <ChartCard key={key} title={t("statistics.charts.conversion")}>
            <LineChart
              h={220}
              data={points}
              dataKey="bucket"
              series={[{ name: "conversion", label: t("statistics.figures.conversion"), color: "grape.6" }]}
              curveType="linear"
              tickLine="none"
              valueFormatter={(v) => `${format.number(v)} %`}
            />
          </ChartCard>
        );
      })}
    </SimpleGrid>
  );
}

function ChartCard({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="md">
          {title}
        </Title>
        {extra}
      </Group>
      {children}
    </Card>
  );
}

function CommissionChart({ stats, label }: { stats: AffiliateStatistics; label: (date: string) => string }) {
  const { t } = useTranslation("publish");
  const format = useFormat();
  const currencies = commissionCurrencies(stats);
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = currencies.find((c) => c === chosen) ?? currencies[0];
  return (
    <ChartCard
      title={t("statistics.charts.commissions")}
      extra={
        currencies.length > 1 && currency ? (
          <SegmentedControl
            size="xs"
            value={currency}
            onChange={setChosen}
            aria-label={t("statistics.currency")}
            data={currencies.map((c) => ({ value: c, label: c.toUpperCase() }))}
          />
        ) : undefined
      }
    >
      {!currency ? (
        <Text size="sm" c="dimmed" py="xl" ta="center">
          {t("statistics.noCommissions")}
        </Text>
      ) : (
        <BarChart
          h={220}
          data={stats.series.map((p) => ({
            bucket: label(p.date),
            commission: fromMinorUnits(commissionIn(p.commissions, currency).amount, currency),
          }))}
          dataKey="bucket"
          series={[{ name: "commission", label: t("statistics.figures.commissions"), color: "blue.6" }]}
          maxBarWidth={24}
          gridAxis="x"
          tickLine="none"
          yAxisProps={{ width: 80 }}
          valueFormatter={(v) => format.money(toMinorUnits(v, currency), currency)}
        />
      )}
    </ChartCard>
  );
}

/** A bucket's first day as the axis says it: "3 Nov" for days and weeks, "Nov 2026" for months. */
function useBucketLabel(interval: AffiliateStatistics["interval"]) {
  const { locale } = useFormat();
  const formatter = new Intl.DateTimeFormat(
    LOCALE_CODES[locale],
    interval === "month"
      ? { month: "short", year: "numeric", timeZone: "UTC" }
      : { day: "numeric", month: "short", timeZone: "UTC" },
  );
  return (date: string) => formatter.format(new Date(`${date}T00:00:00Z`));
}

export function FigureGrid({ stats }: { stats: AffiliateStatistics }) {
  const { t } = useTranslation("publish");
  const format = useFormat();
  const { totals } = stats;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <Figure label={t("statistics.figures.clicks")} value={format.number(totals.clicks)} />
      <Figure label={t("statistics.figures.sales")} value={format.number(totals.sales)} />
      <Figure
        label={t("statistics.figures.conversion")}
        value={totals.conversion === null ? "–" : `${format.number(totals.conversion)} %`}
      />
      <Stack gap={2}>
        <Text size="sm" c="dimmed" fw={500}>
          {t("statistics.figures.commissions")}
        </Text>
        {totals.commissions.length === 0 ? (
          <Text fz={22} fw={700}>
            –
          </Text>
        ) : (
          totals.commissions.map((c) => (
            <Stack key={c.currency} gap={0}>
              <Text fz={22} fw={700} style={{ whiteSpace: "nowrap" }}>
                {format.money(c.amount, c.currency)}
              </Text>
              {c.pending > 0 && (
                <Text size="xs" c="dimmed">
                  {t("statistics.pendingPart", { amount: format.money(c.pending, c.currency) })}
                </Text>
              )}
            </Stack>
          ))
        )}
      </Stack>
    </SimpleGrid>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={22} fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

// The seller's affiliate statistics take the table from here with the charts.
export { StatisticsRowsTable } from "./StatisticsRowsTable.tsx";
