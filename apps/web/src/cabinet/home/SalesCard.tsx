import { useState } from "react";
import { BarChart } from "@mantine/charts";
import {
  Alert,
  Badge,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_STATISTICS_PERIOD_DAYS,
  fromMinorUnits,
  LOCALE_CODES,
  STATISTICS_PERIOD_DAYS,
  toMinorUnits,
  type StatisticsPeriodDays,
} from "@sellwerk/domain";
import {
  useSalesStatistics,
  type Comparison,
  type SalesStatistics,
  type StatisticsMode,
} from "../../api/home.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { changeOf } from "./homeModel.ts";

/**
 * The last N days against the N before (revenue, orders, new buyers, refunds) and revenue by
 * day. Amounts stay in their currency: several currencies get a line each and a chart each.
 * Test-mode sales are shown apart from live ones; a seller without live sales starts on them.
 */
export function SalesCard({ liveSales }: { liveSales: boolean | undefined }) {
  const { t } = useTranslation("home");
  const [days, setDays] = useState<StatisticsPeriodDays>(DEFAULT_STATISTICS_PERIOD_DAYS);
  const [chosenMode, setMode] = useState<StatisticsMode | null>(null);
  const mode = chosenMode ?? (liveSales === false ? "test" : "live");
  const stats = useSalesStatistics(days, mode, liveSales !== undefined);
  const data = stats.data;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sales-title">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="lg" id="sales-title">
            {t("figures.title", { days })}
          </Title>
          <Text size="sm" c="dimmed">
            {t("figures.compared", { days })}
          </Text>
        </Stack>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            value={String(days)}
            onChange={(value) => setDays(Number(value) as StatisticsPeriodDays)}
            aria-label={t("figures.period")}
            data={STATISTICS_PERIOD_DAYS.map((n) => ({
              value: String(n),
              label: t("figures.days", { days: n }),
            }))}
          />
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={setMode}
            aria-label={t("figures.mode")}
            data={[
              { value: "live", label: t("figures.live") },
              { value: "test", label: t("figures.test") },
            ]}
          />
        </Group>
      </Group>
      {mode === "test" && (
        <Text size="sm" c="orange.8" mb="sm">
          {t("figures.testHint")}
        </Text>
      )}
      {stats.isError ? (
        <Alert color="red">{t("figures.failed")}</Alert>
      ) : !data ? (
        <Skeleton h={320} />
      ) : (
        <Figures data={data} />
      )}
    </Card>
  );
}

function Figures({ data }: { data: SalesStatistics }) {
  const { t } = useTranslation("home");
  const format = useFormat();
  const money = (amount: number, currency: string) => format.money(amount, currency);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="md">
        <Figure
          label={t("figures.revenue")}
          lines={data.currencies.map((c) => ({
            key: c.currency,
            value: c.revenue,
            text: (n: number) => money(n, c.currency),
          }))}
        />
        <Figure label={t("figures.orders")} lines={[{ key: "n", value: data.orders, text: format.number }]} />
        <Figure
          label={t("figures.newBuyers")}
          lines={[{ key: "n", value: data.newBuyers, text: format.number }]}
        />
        <Figure
          label={t("figures.refunds")}
          // More refunds is no progress: the change is shown, but not in green.
          neutral
          lines={data.currencies
            .filter((c) => c.refunds.current > 0 || c.refunds.previous > 0)
            .map((c) => ({ key: c.currency, value: c.refunds, text: (n: number) => money(n, c.currency) }))}
          footnote={t("figures.refundCount", { count: data.refundCount.current })}
        />
      </SimpleGrid>
      <RevenueChart data={data} />
    </Stack>
  );
}

interface FigureLine {
  key: string;
  value: Comparison;
  text: (n: number) => string;
}

function Figure({
  label,
  lines,
  neutral = false,
  footnote,
}: {
  label: string;
  lines: FigureLine[];
  neutral?: boolean;
  footnote?: string;
}) {
  const { t } = useTranslation("home");
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {lines.length === 0 && (
        <Text fz={22} fw={700}>
          —
        </Text>
      )}
      {lines.map((line) => (
        <Stack key={line.key} gap={0}>
          <Group gap={6} align="baseline" wrap="wrap">
            <Text fz={22} fw={700} style={{ whiteSpace: "nowrap" }}>
              {line.text(line.value.current)}
            </Text>
            <ChangeBadge value={line.value} neutral={neutral} />
          </Group>
          <Text size="xs" c="dimmed">
            {t("figures.before", { value: line.text(line.value.previous) })}
          </Text>
        </Stack>
      ))}
      {footnote && (
        <Text size="xs" c="dimmed">
          {footnote}
        </Text>
      )}
    </Stack>
  );
}

function ChangeBadge({ value, neutral }: { value: Comparison; neutral: boolean }) {
  const { t } = useTranslation("home");
  const change = changeOf(value.current, value.previous);
  if (change.kind === "none") return null;
  if (change.kind === "new")
    return (
      <Badge size="sm" variant="light" color={neutral ? "gray" : "green"}>
        {t("figures.new")}
      </Badge>
    );
  const color = neutral || change.value === 0 ? "gray" : change.value > 0 ? "green" : "red";
  const sign = change.value > 0 ? "+" : change.value < 0 ? "−" : "±";
  return (
    <Badge size="sm" variant="light" color={color}>
      {`${sign}${Math.abs(change.value)} %`}
    </Badge>
  );
}

/** Revenue per day of the period, one currency at a time (amounts of two currencies never meet). */
function RevenueChart({ data }: { data: SalesStatistics }) {
  const { t } = useTranslation("home");
  const format = useFormat();
  const [chosen, setChosen] = useState<string | null>(null);
  const currencies = data.currencies.filter((c) => c.revenue.current > 0);
  const shown = currencies.find((c) => c.currency === chosen) ?? currencies[0];
  const dayLabel = new Intl.DateTimeFormat(LOCALE_CODES[format.locale], {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="md">
          {t("chart.title")}
        </Title>
        {currencies.length > 1 && shown && (
          <SegmentedControl
            size="xs"
            value={shown.currency}
            onChange={setChosen}
            aria-label={t("chart.currency")}
            data={currencies.map((c) => ({ value: c.currency, label: c.currency.toUpperCase() }))}
          />
        )}
      </Group>
      {!shown ? (
        <Text size="sm" c="dimmed" py="xl" ta="center">
          {t("chart.empty")}
        </Text>
      ) : (
        <BarChart
          h={240}
          data={shown.daily.map((d) => ({
            day: dayLabel.format(new Date(`${d.date}T00:00:00Z`)),
            revenue: fromMinorUnits(d.revenue, shown.currency),
          }))}
          dataKey="day"
          series={[{ name: "revenue", label: t("figures.revenue"), color: "blue.6" }]}
          maxBarWidth={24}
          gridAxis="x"
          tickLine="none"
          yAxisProps={{ width: 80 }}
          valueFormatter={(value) => format.money(toMinorUnits(value, shown.currency), shown.currency)}
        />
      )}
    </Stack>
  );
}
