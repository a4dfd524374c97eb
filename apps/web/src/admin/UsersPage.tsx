import { Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { User } from "../api/types.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { ListView } from "../ui/list/ListView.tsx";
import { useList } from "../ui/list/useList.ts";
import type { Column } from "../ui/list/DataTable.tsx";
import { useFormat } from "../ui/useFormat.ts";
import { useSignedInUser } from "../app/guards/useSignedInUser.ts";
import { ActAsUserButton } from "./ActAsUserButton.tsx";
import { PaymentFlagsButton } from "./PaymentFlagsButton.tsx";
import { USERS_LIST } from "./usersList.ts";

export function UsersPage() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const me = useSignedInUser();
  const list = useList<User>(USERS_LIST);

  const columns: Column<User>[] = [
    { key: "id", header: t("users.columns.id"), sortKey: "id", render: (u) => u.id },
    {
      key: "email",
      header: t("users.columns.email"),
      sortKey: "email",
      render: (u) => (
        <Stack gap={0}>
          <Text size="sm">{u.email}</Text>
          <Text size="xs" c="dimmed">
            {`${u.firstName} ${u.lastName}`.trim()}
          </Text>
        </Stack>
      ),
    },
    { key: "username", header: t("users.columns.username"), sortKey: "username", render: (u) => u.username },
    {
      key: "profiles",
      header: t("users.columns.profiles"),
      render: (u) => (
        <Group gap={4}>
          {u.profiles.map((p) => (
            <Badge key={p.id} variant="light" size="sm">
              {t(`area:profileTypes.${p.type}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: "confirmed",
      header: t("users.columns.emailConfirmed"),
      render: (u) => (
        <Badge color={u.emailConfirmed ? "green" : "yellow"} variant="light" size="sm">
          {u.emailConfirmed ? t("common:list.yes") : t("common:list.no")}
        </Badge>
      ),
    },
    {
      key: "created",
      header: t("users.columns.createdAt"),
      sortKey: "created_at",
      render: (u) => format.date(u.createdAt),
    },
    {
      key: "actions",
      header: t("users.columns.actions"),
      align: "right",
      render: (u) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {u.profiles.some((p) => p.type === "seller") && <PaymentFlagsButton user={u} />}
          {u.id === me.id ? null : <ActAsUserButton user={u} />}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageTitle title={t("users.title")} description={t("users.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(u) => u.id}
        caption={t("users.title")}
        searchLabel={t("users.search")}
      />
    </>
  );
}
