import { useMemo, useState } from "react";
import { Stack, Text } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useProgramOptions, type AffiliateNode } from "../../../api/affiliates.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { ListView } from "../../../ui/list/ListView.tsx";
import { useList } from "../../../ui/list/useList.ts";
import { AffiliateTabs } from "../AffiliateTabs.tsx";
import { InviteModal } from "./InviteModal.tsx";
import { nodesList } from "./nodesList.ts";
import { useNodeColumns } from "./useNodeColumns.tsx";
import { useNodeDialogs } from "./useNodeDialogs.tsx";

/** /cabinet/affiliate_nodes: invitations and requests of every program, answered here. */
export function NodesPage() {
  const { t } = useTranslation("affiliates");
  const programs = useProgramOptions();
  // The program filter offers the seller's programs; the options stay one object per load.
  const options = useMemo(() => nodesList(programs.data ?? []), [programs.data]);
  const list = useList<AffiliateNode>(options);
  const dialogs = useNodeDialogs();
  const columns = useNodeColumns(dialogs);
  const [inviting, setInviting] = useState(false);
  const filtered = list.active.length > 0 || list.state.query !== "";
  const programFilter = list.state.filters.affiliate_program_id;
  const invite = (
    <AppButton leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
      {t("invite.open")}
    </AppButton>
  );

  return (
    <>
      <PageTitle title={t("title")} description={t("description")} />
      <AffiliateTabs active="publishers" />
      {list.data?.totalCount === 0 && !filtered ? (
        <Stack align="center" py="xl" gap="sm">
          <Text fw={600}>{t("nodes.emptyTitle")}</Text>
          <Text c="dimmed" ta="center" maw={520}>
            {t("nodes.emptyText")}
          </Text>
          {invite}
        </Stack>
      ) : (
        <ListView
          list={list}
          columns={columns}
          rowKey={(n) => n.id}
          caption={t("nodes.title")}
          searchLabel={t("nodes.search")}
          emptyText={t("nodes.empty")}
          actions={invite}
        />
      )}
      {inviting && (
        <InviteModal
          programId={typeof programFilter === "string" ? Number(programFilter) : null}
          onClose={() => setInviting(false)}
        />
      )}
      {dialogs.dialogs}
    </>
  );
}
