import { Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PublishProgram } from "../../api/publish.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { PROGRAMS_LIST } from "../publishLists.ts";
import { CopyIconButton } from "../ui/CopyLink.tsx";
import { useTermsText } from "../ui/terms.ts";
import { useProgramTermColumns } from "../ui/ProgramCells.tsx";

/**
 * /publish/affiliate_programs: the programs the publisher is an active member of, their terms,
 * what they brought, and the two links to share: the buyer's affiliate link and (multiple-stage
 * programs) the recruit link that brings other publishers in under them.
 */
export function JoinedProgramsPage() {
  const { t } = useTranslation("publish");
  const list = useList<PublishProgram>(PROGRAMS_LIST);
  const columns = useProgramColumns();
  return (
    <>
      <PageTitle title={t("programs.title")} description={t("programs.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(p) => p.nodeId}
        caption={t("programs.title")}
        emptyText={t("programs.empty")}
        actions={
          <AppButton
            component={Link}
            to="/publish/affiliate_marketplace"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t("programs.findMore")}
          </AppButton>
        }
      />
    </>
  );
}

function useProgramColumns(): Column<PublishProgram>[] {
  const { t } = useTranslation("publish");
  const format = useFormat();
  const terms = useTermsText();
  const programColumns = useProgramTermColumns<PublishProgram>({
    headers: "programs",
    programId: (p) => p.programId,
    commission: terms.commission,
    nameSortKey: "name",
  });
  return [
    ...programColumns,
    {
      key: "sales",
      header: t("programs.columns.sales"),
      align: "right",
      render: (p) => format.number(p.sales),
    },
    {
      key: "earned",
      header: t("programs.columns.earned"),
      align: "right",
      render: (p) =>
        p.earned.length === 0 ? "–" : p.earned.map((e) => format.money(e.amount, e.currency)).join(" · "),
    },
    {
      key: "joined",
      header: t("programs.columns.joined"),
      sortKey: "joined_at",
      render: (p) => format.date(p.joinedAt),
    },
    {
      key: "links",
      header: t("programs.columns.links"),
      render: (p) => (
        <Group gap={6} wrap="nowrap">
          <CopyIconButton label={t("links.affiliate")} link={p.affiliateLink} />
          {p.recruitLink && <CopyIconButton label={t("links.recruit")} link={p.recruitLink} />}
        </Group>
      ),
    },
  ];
}
