import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AffiliateNode, NodeAction } from "../../../api/affiliates.ts";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { programPath } from "../affiliatePaths.ts";
import { NodeRowActions } from "./NodeRowActions.tsx";
import { NodeStateBadge } from "./NodeStateBadge.tsx";

/** The spec's columns (two §3 "Affiliate node"): id, program, created, state, landing page, bonus, publisher. */
export function useNodeColumns(actions: {
  onAction: (node: AffiliateNode, action: NodeAction) => void;
  onBonus: (node: AffiliateNode) => void;
}): Column<AffiliateNode>[] {
  const { t } = useTranslation("affiliates");
  const format = useFormat();
  const dash = (
    <Text span c="dimmed">
      –
    </Text>
  );
  return [
    { key: "id", header: t("nodes.columns.id"), sortKey: "id", render: (n) => `#${n.id}` },
    {
      key: "program",
      header: t("nodes.columns.program"),
      render: (n) => (
        <Anchor component={Link} to={programPath(n.affiliateProgramId)} size="sm">
          {n.affiliateProgram.name}
        </Anchor>
      ),
    },
    {
      key: "created",
      header: t("nodes.columns.created"),
      sortKey: "created_at",
      render: (n) => format.date(n.createdAt),
    },
    {
      key: "state",
      header: t("nodes.columns.state"),
      sortKey: "state",
      render: (n) => <NodeStateBadge state={n.state} initiator={n.initiator} />,
    },
    {
      key: "fromLandingPage",
      header: t("nodes.columns.fromLandingPage"),
      render: (n) => (n.fromLandingPage ? t("yes") : t("no")),
    },
    {
      key: "bonus",
      header: t("nodes.columns.bonus"),
      align: "right",
      render: (n) => (n.bonus === null ? dash : `${format.number(n.bonus)} %`),
    },
    {
      key: "publisherId",
      header: t("nodes.columns.publisherId"),
      render: (n) => (n.publisherId === null ? dash : `#${n.publisherId}`),
    },
    { key: "name", header: t("nodes.columns.name"), render: (n) => n.name ?? dash },
    { key: "email", header: t("nodes.columns.email"), render: (n) => n.email },
    {
      key: "actions",
      header: t("nodes.columns.actions"),
      align: "right",
      render: (n) => <NodeRowActions node={n} onAction={actions.onAction} onBonus={actions.onBonus} />,
    },
  ];
}
