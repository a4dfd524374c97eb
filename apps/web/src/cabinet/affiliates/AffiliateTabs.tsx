import { Tabs } from "@mantine/core";
import { IconChartLine, IconUsers, IconAffiliate } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { AFFILIATE_PAGES, type AffiliateTab } from "./affiliatePaths.ts";

const ICONS = { programs: IconAffiliate, publishers: IconUsers, statistic: IconChartLine } as const;

/** Programs, publishers, statistic (spec two §2): each a page of its own URL. */
export function AffiliateTabs({ active }: { active: AffiliateTab }) {
  const { t } = useTranslation("affiliates");
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => value && void navigate(AFFILIATE_PAGES[value as AffiliateTab])}
      mb="md"
    >
      <Tabs.List aria-label={t("tabs.label")}>
        {(Object.keys(AFFILIATE_PAGES) as AffiliateTab[]).map((tab) => {
          const Icon = ICONS[tab];
          return (
            <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} aria-hidden />}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
