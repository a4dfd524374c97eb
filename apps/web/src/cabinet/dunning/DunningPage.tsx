import { useMemo } from "react";
import { Group } from "@mantine/core";
import { IconSettings } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CLAIMS_PATH, type Claim } from "../../api/dunning.ts";
import { useCurrentUser } from "../../api/session.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { CsvExportButton } from "../../ui/list/CsvExportButton.tsx";
import { ScheduleExportButton } from "../../ui/list/ScheduleExportButton.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { AgencyPanel } from "./AgencyPanel.tsx";
import { claimsListOptions } from "./dunningList.ts";
import { useClaimColumns } from "./useClaimColumns.tsx";

/** Managers (admin mode) and power sellers also see the court stages (spec two §6). */
export function useSeesCourt(): boolean {
  const user = useCurrentUser().data;
  return Boolean(user && (user.adminMode !== null || user.powerSeller));
}

/**
 * /cabinet/dunning: the seller's claims for overdue rates (spec two §3 "Dunning and debt
 * collection"), with their CSV, and the hand-over to the collection agency below.
 */
export function DunningPage() {
  const { t } = useTranslation("dunning");
  const seesCourt = useSeesCourt();
  const options = useMemo(() => claimsListOptions(seesCourt), [seesCourt]);
  const list = useList<Claim>(options);
  const columns = useClaimColumns();
  return (
    <>
      <PageTitle title={t("list.title")} description={t("list.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(c) => c.id}
        caption={t("list.title")}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        actions={
          <Group gap="xs">
            <AppButton
              kind="secondary"
              component={Link}
              to="/cabinet/settings/dunning"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {t("settings.title")}
            </AppButton>
            <CsvExportButton
              list={list}
              path={`${CLAIMS_PATH}/export.csv`}
              filename="claims.csv"
              job="dunning_claims"
            />
            <ScheduleExportButton list={list} exportList="dunning_claims" />
          </Group>
        }
      />
      <AgencyPanel />
    </>
  );
}
