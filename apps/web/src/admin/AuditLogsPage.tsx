import { Badge, Code, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AuditLog } from "../api/types.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { ListView } from "../ui/list/ListView.tsx";
import { useList } from "../ui/list/useList.ts";
import type { Column } from "../ui/list/DataTable.tsx";
import { useFormat } from "../ui/useFormat.ts";
import { AUDIT_LOGS_LIST } from "./auditLogsList.ts";

function statusColor(status: number | null): string {
  if (status === null) return "gray";
  return status < 400 ? "green" : status < 500 ? "yellow" : "red";
}

export function AuditLogsPage() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const list = useList<AuditLog>(AUDIT_LOGS_LIST);

  const columns: Column<AuditLog>[] = [
    { key: "id", header: t("auditLogs.columns.id"), sortKey: "id", render: (l) => l.id },
    {
      key: "created",
      header: t("auditLogs.columns.createdAt"),
      sortKey: "created_at",
      render: (l) => format.dateTime(l.createdAt),
    },
    {
      key: "manager",
      header: t("auditLogs.columns.manager"),
      render: (l) => `${l.managerEmail} (#${l.managerId})`,
    },
    { key: "user", header: t("auditLogs.columns.user"), render: (l) => `${l.userEmail} (#${l.userId})` },
    {
      key: "action",
      header: t("auditLogs.columns.action"),
      render: (l) => <Text size="sm">{l.action}</Text>,
    },
    {
      key: "request",
      header: t("auditLogs.columns.request"),
      render: (l) => (
        <Code style={{ wordBreak: "break-all" }}>
          {l.method} {l.path}
        </Code>
      ),
    },
    {
      key: "status",
      header: t("auditLogs.columns.status"),
      render: (l) => (
        <Badge color={statusColor(l.statusCode)} variant="light" size="sm">
          {l.statusCode ?? "–"}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <PageTitle title={t("auditLogs.title")} description={t("auditLogs.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(l) => l.id}
        caption={t("auditLogs.title")}
        searchLabel={t("auditLogs.search")}
        emptyText={t("auditLogs.empty")}
      />
    </>
  );
}
