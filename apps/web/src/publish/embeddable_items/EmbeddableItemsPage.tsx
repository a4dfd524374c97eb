import { useState } from "react";
import { ActionIcon, Anchor, Group, Menu, Text } from "@mantine/core";
import { IconDots, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useDeleteEmbeddableItem, type EmbeddableItem } from "../../api/embeds.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { ConfirmModal } from "../../ui/ConfirmModal.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { notify } from "../../ui/notify.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { EMBEDS_LIST } from "./embedsList.ts";

/** /publish/embeddable_items: the publisher's links, buttons and embedded checkouts. */
export function EmbeddableItemsPage() {
  const { t } = useTranslation("embeds");
  const list = useList<EmbeddableItem>(EMBEDS_LIST);
  const [deleting, setDeleting] = useState<EmbeddableItem | null>(null);
  const remove = useDeleteEmbeddableItem();
  const columns = useColumns(setDeleting);
  return (
    <>
      <PageTitle title={t("title")} description={t("description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(item) => item.id}
        caption={t("title")}
        emptyText={t("empty")}
        actions={
          <AppButton
            component={Link}
            to="/publish/embeddable_items/new"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t("new")}
          </AppButton>
        }
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t("actions.delete")}
        confirmLabel={t("actions.delete")}
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify({ kind: "success", message: t("actions.deleted") });
            },
          })
        }
      >
        {t("actions.deleteConfirm", { name: deleting?.name ?? "" })}
      </ConfirmModal>
    </>
  );
}

function useColumns(onDelete: (item: EmbeddableItem) => void): Column<EmbeddableItem>[] {
  const { t } = useTranslation("embeds");
  const format = useFormat();
  return [
    {
      key: "name",
      header: t("columns.name"),
      sortKey: "name",
      render: (item) => (
        <Anchor component={Link} to={`/publish/embeddable_items/${item.id}/edit`} size="sm" fw={600}>
          {item.name}
        </Anchor>
      ),
    },
    { key: "form", header: t("columns.form"), sortKey: "form", render: (item) => t(`forms.${item.form}`) },
    {
      key: "purpose",
      header: t("columns.purpose"),
      sortKey: "purpose",
      render: (item) => (
        <>
          <Text size="sm">{t(`purposes.${item.purpose}`)}</Text>
          {item.productName && (
            <Text size="xs" c="dimmed">
              {item.productName}
            </Text>
          )}
        </>
      ),
    },
    { key: "display", header: t("columns.display"), render: (item) => t(`displays.${item.display}`) },
    { key: "program", header: t("columns.program"), render: (item) => item.programName ?? "–" },
    {
      key: "created",
      header: t("columns.created"),
      sortKey: "created_at",
      render: (item) => format.date(item.createdAt),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      render: (item) => (
        <Group justify="flex-end">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t("actions.menu", { name: item.name })}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={`/publish/embeddable_items/${item.id}/edit`}>
                {t("actions.edit")}
              </Menu.Item>
              <Menu.Item component={Link} to={`/publish/embeddable_items/${item.id}/preview`}>
                {t("actions.preview")}
              </Menu.Item>
              <Menu.Item color="red" onClick={() => onDelete(item)}>
                {t("actions.delete")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ];
}
