import { Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AffiliateProgram } from "../../../api/affiliates.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { ListView } from "../../../ui/list/ListView.tsx";
import { useList } from "../../../ui/list/useList.ts";
import { AffiliateTabs } from "../AffiliateTabs.tsx";
import { newProgramPath } from "../affiliatePaths.ts";
import { PROGRAMS_LIST } from "./programsList.ts";
import { useArchiveToggle } from "./useArchiveToggle.tsx";
import { useProgramColumns } from "./useProgramColumns.tsx";

/** /cabinet/affiliate_programs: the seller's programs, searchable, filtered, 15 a page. */
export function ProgramsPage() {
  const { t } = useTranslation("affiliates");
  const list = useList<AffiliateProgram>(PROGRAMS_LIST);
  const archive = useArchiveToggle();
  const columns = useProgramColumns(archive.toggle);
  const filtered = list.active.length > 0 || list.state.query !== "";
  const create = (
    <AppButton component={Link} to={newProgramPath} leftSection={<IconPlus size={16} aria-hidden />}>
      {t("programs.new")}
    </AppButton>
  );

  return (
    <>
      <PageTitle title={t("title")} description={t("description")} />
      <AffiliateTabs active="programs" />
      {list.data?.totalCount === 0 && !filtered ? (
        <Stack align="center" py="xl" gap="sm">
          <Text fw={600}>{t("programs.emptyTitle")}</Text>
          <Text c="dimmed" ta="center" maw={520}>
            {t("programs.emptyText")}
          </Text>
          {create}
        </Stack>
      ) : (
        <ListView
          list={list}
          columns={columns}
          rowKey={(p) => p.id}
          caption={t("programs.title")}
          searchLabel={t("programs.search")}
          emptyText={t("programs.empty")}
          actions={create}
        />
      )}
      {archive.dialog}
    </>
  );
}
