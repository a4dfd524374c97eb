import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePublishStatistics } from "../../api/publish.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { isView, periodOf, STATISTICS_VIEWS } from "./statisticsModel.ts";
import { PeriodHeader, StatisticsContent, useStatisticsUrl } from "./StatisticsFrame.tsx";

/**
 * /publish/statistics: the sub-views of spec core §2 (programs, products, sellers, affiliate — the
 * sellers the publisher recruited to the platform) as tabs, kept in the URL (?view=…&days=…).
 */
export function StatisticsPage() {
  const { t } = useTranslation("publish");
  const { view, period, set } = useStatisticsUrl(isView, "statistics_programs");
  const stats = usePublishStatistics({ view, interval: period.interval, ...periodOf(period.days) });

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
      <PeriodHeader
        help={t(`statistics.viewHelp.${view}`)}
        days={period.days}
        onChange={(days) => set("days", days)}
      />
      <StatisticsContent
        stats={stats}
        rows={{
          caption: t(`statistics.views.${view}`),
          nameHeader: t(`statistics.rowName.${view}`),
          emptyText: t(`statistics.empty.${view}`),
        }}
      />
    </>
  );
}
