import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconMailOpened } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { usePublishHome, usePublishStatistics, type PublishHome } from "../api/publish.ts";
import { AreaHomePage } from "../app/area/AreaHomePage.tsx";
import { Money } from "../ui/Money.tsx";
import { useErrorText } from "../ui/useErrorText.ts";
import { useFormat } from "../ui/useFormat.ts";
import { StatisticsCharts } from "./statistics/StatisticsCharts.tsx";
import { DEFAULT_PERIOD, periodOf } from "./statistics/statisticsModel.ts";

/**
 * /publish: invitations waiting, the last 30 days' clicks, sales and commissions, what is pending
 * and available, a chart, and the latest sales.
 */
export function PublishHomePage() {
  const home = usePublishHome();
  return <AreaHomePage area="publish" wide main={<HomeMain home={home} />} />;
}

function HomeMain({ home }: { home: ReturnType<typeof usePublishHome> }) {
  const errorText = useErrorText();
  if (home.isError) return <Alert color="red">{errorText(home.error)}</Alert>;
  if (!home.data) return <Skeleton h={320} />;
  return (
    <Stack gap="lg">
      <Invitations count={home.data.newInvitationsCount} />
      <Figures home={home.data} />
      <HomeChart />
      <LatestSales home={home.data} />
    </Stack>
  );
}

function Invitations({ count }: { count: number }) {
  const { t } = useTranslation("publish");
  if (count === 0) return null;
  return (
    <Alert color="blue" icon={<IconMailOpened aria-hidden />} title={t("home.invitationsTitle", { count })}>
      <Anchor component={Link} to="/publish/affiliate_nodes">
        {t("home.invitationsLink")}
      </Anchor>
    </Alert>
  );
}

function Figures({ home }: { home: PublishHome }) {
  const { t } = useTranslation("publish");
  const format = useFormat();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="publish-figures">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="publish-figures">
          {t("home.figuresTitle", { days: DEFAULT_PERIOD })}
        </Title>
        <Text size="sm" c="dimmed">
          {t("home.programsCount", { count: home.programsCount })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" mb="md">
        <Figure label={t("statistics.figures.clicks")} value={format.number(home.clicks)} />
        <Figure label={t("statistics.figures.sales")} value={format.number(home.sales)} />
        <Figure
          label={t("statistics.figures.conversion")}
          value={home.conversion === null ? "–" : `${format.number(home.conversion)} %`}
        />
      </SimpleGrid>
      {home.currencies.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("home.noCommissions")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t("home.commissionsTitle")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("home.currency")}</Table.Th>
                <Table.Th ta="right">{t("home.earned", { days: DEFAULT_PERIOD })}</Table.Th>
                <Table.Th ta="right">{t("home.pending")}</Table.Th>
                <Table.Th ta="right">{t("home.available")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {home.currencies.map((c) => (
                <Table.Tr key={c.currency}>
                  <Table.Td>{c.currency.toUpperCase()}</Table.Td>
                  <Table.Td ta="right">
                    <Money amount={c.earned} currency={c.currency} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money amount={c.pending} currency={c.currency} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text span size="sm" fw={700} c={c.available < 0 ? "red" : undefined}>
                      {format.money(c.available, c.currency)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="md" mt="sm">
        <Anchor component={Link} to="/publish/payouts_balance" size="sm">
          {t("home.toBalance")}
        </Anchor>
        <Anchor component={Link} to="/publish/statistics" size="sm">
          {t("home.toStatistics")}
        </Anchor>
      </Group>
    </Card>
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

/** The last 30 days by day: clicks and sales, and commissions. */
function HomeChart() {
  const stats = usePublishStatistics({
    view: "statistics_programs",
    interval: "day",
    ...periodOf(DEFAULT_PERIOD),
  });
  if (!stats.data) return stats.isError ? null : <Skeleton h={260} />;
  return <StatisticsCharts stats={stats.data} charts={["clicksSales", "commissions"]} />;
}

function LatestSales({ home }: { home: PublishHome }) {
  const { t } = useTranslation("publish");
  const format = useFormat();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="latest-sales">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="latest-sales">
          {t("home.latestTitle")}
        </Title>
        <Anchor component={Link} to="/publish/orders" size="sm">
          {t("home.allOrders")}
        </Anchor>
      </Group>
      {home.latestCommissions.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("home.noSales")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-labelledby="latest-sales">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("orders.columns.created")}</Table.Th>
                <Table.Th>{t("orders.columns.program")}</Table.Th>
                <Table.Th>{t("orders.columns.product")}</Table.Th>
                <Table.Th>{t("orders.columns.stage")}</Table.Th>
                <Table.Th ta="right">{t("orders.columns.commission")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {home.latestCommissions.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{format.date(c.createdAt)}</Table.Td>
                  <Table.Td>
                    {c.kind === "platform_affiliate" ? t("orders.platformAffiliate") : (c.programName ?? "–")}
                  </Table.Td>
                  <Table.Td>{c.productName ?? "–"}</Table.Td>
                  <Table.Td>
                    {c.stage === 1 ? t("orders.stageOwn") : t("orders.stageRecruited", { stage: c.stage })}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money amount={c.amount - c.clawedBackAmount} currency={c.currency} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
