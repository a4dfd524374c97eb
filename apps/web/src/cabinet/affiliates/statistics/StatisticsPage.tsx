import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useAffiliateStatistics, type StatisticsView } from "../../../api/affiliates.ts";
import { periodOf } from "../../../publish/statistics/statisticsModel.ts";
import {
  PeriodHeader,
  StatisticsContent,
  useStatisticsUrl,
} from "../../../publish/statistics/StatisticsFrame.tsx";
import { PageTitle } from "../../../ui/PageTitle.tsx";
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
  const { view, period, set } = useStatisticsUrl(isView, "programs");
  const stats = useAffiliateStatistics({ view, interval: period.interval, ...periodOf(period.days) });

  return (
    <>
      <PageTitle title={t("title")} description={t("description")} />
      <AffiliateTabs active="statistic" />
      <PeriodHeader help={t("statistics.help")} days={period.days} onChange={(days) => set("days", days)} />
      <StatisticsContent
        stats={stats}
        rows={{
          caption: t(`statistics.views.${view}`),
          nameHeader: t(`statistics.rowName.${view}`),
          emptyText: t(`statistics.empty.${view}`),
        }}
        beforeRows={
          <Tabs value={view} onChange={(v) => v && set("view", v)}>
            <Tabs.List aria-label={t("statistics.views.label")} mb="md">
              {VIEWS.map((v) => (
                <Tabs.Tab key={v} value={v}>
                  {t(`statistics.views.${v}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        }
      />
    </>
  );
}
