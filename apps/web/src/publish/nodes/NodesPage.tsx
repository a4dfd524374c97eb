import { useState } from "react";
import { Alert, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconMailOpened, IconPlus } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useAcceptInvitation, useWaitingInvitations, type AffiliateNode } from "../../api/publish.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { useRunOnce } from "../../ui/useRunOnce.ts";
import { NodeStateBadge } from "../marketplace/NodeStateBadge.tsx";
import { NODES_LIST } from "../publishLists.ts";
import { NodeActions } from "./NodeActions.tsx";

/**
 * /publish/affiliate_nodes: the publisher's places in sellers' programs — invitations waiting for
 * an answer on top, then every request, invitation and membership with its state. Opened from a
 * seller's invitation mail (?invite=<token>), it takes the invitation once signed in.
 */
export function NodesPage() {
  const { t } = useTranslation("publish");
  const list = useList<AffiliateNode>(NODES_LIST);
  const columns = useNodeColumns();
  return (
    <>
      <PageTitle title={t("nodes.title")} description={t("nodes.description")} />
      <Stack gap="lg">
        <InvitationFromLink />
        <WaitingInvitations />
        <ListView
          list={list}
          columns={columns}
          rowKey={(n) => n.id}
          caption={t("nodes.listTitle")}
          searchLabel={t("nodes.search")}
          emptyText={t("nodes.empty")}
          actions={
            <AppButton
              component={Link}
              to="/publish/affiliate_nodes/new"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t("nodes.new")}
            </AppButton>
          }
        />
      </Stack>
    </>
  );
}

/** ?invite=<token>: accepted once; the token leaves the address so a reload does not resend it. */
function InvitationFromLink() {
  const { t } = useTranslation("publish");
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const token = search.get("invite");
  const accept = useAcceptInvitation();
  const [result, setResult] = useState<{ ok: true; program: string } | { ok: false; message: string } | null>(
    null,
  );
  useRunOnce(() => {
    if (!token) return;
    accept.mutate(token, {
      onSuccess: (node) => setResult({ ok: true, program: node.affiliateProgram.name }),
      onError: (error) => setResult({ ok: false, message: errorText(error) }),
      onSettled: () => {
        const next = new URLSearchParams(search);
        next.delete("invite");
        setSearch(next, { replace: true });
      },
    });
  }, Boolean(token));
  if (accept.isPending) return <Alert color="blue">{t("nodes.invitation.accepting")}</Alert>;
  if (!result) return null;
  return result.ok ? (
    <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t("nodes.invitation.acceptedTitle")}>
      {t("nodes.invitation.accepted", { program: result.program })}
    </Alert>
  ) : (
    <Alert color="red" title={t("nodes.invitation.failedTitle")}>
      {result.message}
    </Alert>
  );
}

function WaitingInvitations() {
  const { t } = useTranslation("publish");
  const format = useFormat();
  const waiting = useWaitingInvitations();
  const nodes = waiting.data?.list ?? [];
  if (nodes.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="waiting-invitations">
      <Group gap="xs" mb="sm">
        <IconMailOpened size={18} aria-hidden />
        <Title order={2} fz="lg" id="waiting-invitations">
          {t("nodes.waitingTitle", { count: waiting.data?.totalCount ?? nodes.length })}
        </Title>
      </Group>
      <Stack gap="sm">
        {nodes.map((n) => (
          <Group key={n.id} justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={0}>
              <Text fw={600}>{n.affiliateProgram.name}</Text>
              <Text size="sm" c="dimmed">
                {t("nodes.invitedOn", { date: format.date(n.createdAt) })}
                {n.bonus ? ` · ${t("nodes.bonus", { bonus: format.number(n.bonus) })}` : ""}
              </Text>
            </Stack>
            <NodeActions node={n} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function useNodeColumns(): Column<AffiliateNode>[] {
  const { t } = useTranslation("publish");
  const format = useFormat();
  return [
    { key: "id", header: t("nodes.columns.id"), sortKey: "id", render: (n) => `#${n.id}` },
    {
      key: "program",
      header: t("nodes.columns.program"),
      render: (n) => n.affiliateProgram.name,
    },
    {
      key: "state",
      header: t("nodes.columns.state"),
      sortKey: "state",
      render: (n) => <NodeStateBadge state={n.state} />,
    },
    {
      key: "initiator",
      header: t("nodes.columns.initiator"),
      render: (n) =>
        n.initiator === "seller"
          ? t("nodes.initiators.seller")
          : n.fromLandingPage
            ? t("nodes.initiators.landing")
            : t("nodes.initiators.publisher"),
    },
    {
      key: "bonus",
      header: t("nodes.columns.bonus"),
      align: "right",
      render: (n) => (n.bonus === null ? "–" : `${format.number(n.bonus)} %`),
    },
    {
      key: "created",
      header: t("nodes.columns.created"),
      sortKey: "created_at",
      render: (n) => format.date(n.createdAt),
    },
    {
      key: "answered",
      header: t("nodes.columns.answered"),
      render: (n) => (n.answeredAt ? format.date(n.answeredAt) : "–"),
    },
    { key: "actions", header: t("nodes.columns.actions"), render: (n) => <NodeActions node={n} /> },
  ];
}
