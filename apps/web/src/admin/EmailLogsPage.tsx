import { Anchor, Badge, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminEmailLog } from "../api/types.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { ListView } from "../ui/list/ListView.tsx";
import { useList } from "../ui/list/useList.ts";
import type { Column } from "../ui/list/DataTable.tsx";
import { useFormat } from "../ui/useFormat.ts";
import { EMAIL_LOGS_LIST } from "./emailLogsList.ts";

const STATE_COLORS: Record<string, string> = {
  sent: "green",
  logged: "blue",
  queued: "yellow",
  failed: "red",
};

/** Managers read every mail here, which is also how a demo installation without SMTP confirms sign-ups. */
export function EmailLogsPage() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const list = useList<AdminEmailLog>(EMAIL_LOGS_LIST);

  const columns: Column<AdminEmailLog>[] = [
    {
      key: "created",
      header: t("emailLogs.columns.createdAt"),
      sortKey: "created_at",
      render: (m) => format.dateTime(m.createdAt),
    },
    { key: "to", header: t("emailLogs.columns.to"), render: (m) => m.to },
    {
      key: "subject",
      header: t("emailLogs.columns.subject"),
      render: (m) => (
        <Anchor component={Link} to={`/email_logs/${m.token}`}>
          {m.subject}
        </Anchor>
      ),
    },
    {
      key: "template",
      header: t("emailLogs.columns.template"),
      // A mail newer than this page's labels shows its template's name.
      render: (m) => (
        <Text size="sm">{t(`emailLogs.templates.${m.template}`, { defaultValue: m.template })}</Text>
      ),
    },
    { key: "locale", header: t("emailLogs.columns.locale"), render: (m) => m.locale.toUpperCase() },
    {
      key: "state",
      header: t("emailLogs.columns.state"),
      render: (m) => (
        <Badge color={STATE_COLORS[m.state] ?? "gray"} variant="light" size="sm">
          {t(`emailLogs.states.${m.state}`)}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <PageTitle title={t("emailLogs.title")} description={t("emailLogs.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(m) => m.id}
        caption={t("emailLogs.title")}
        searchLabel={t("emailLogs.search")}
        emptyText={t("emailLogs.empty")}
      />
    </>
  );
}
