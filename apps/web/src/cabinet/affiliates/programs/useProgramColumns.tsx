import { Anchor, Badge, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AffiliateProgram } from "../../../api/affiliates.ts";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { programNodesPath, programPath } from "../affiliatePaths.ts";
import { useCommissionText } from "../useCommissionText.ts";
import { ProgramRowActions } from "./ProgramRowActions.tsx";

/** Name, form, commission per stage, duration, cookie days, publishers, created, actions. */
export function useProgramColumns(
  onArchive: (program: AffiliateProgram) => void,
): Column<AffiliateProgram>[] {
  const { t } = useTranslation("affiliates");
  const format = useFormat();
  const commission = useCommissionText();
  return [
    {
      key: "name",
      header: t("programs.columns.name"),
      sortKey: "name",
      render: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={programPath(p.id)} fw={600} size="sm">
            {p.name}
          </Anchor>
          {p.affiliateMarketplaceProduct && (
            <Badge size="xs" variant="light" color="grape">
              {t("programs.marketplaceBadge")}
            </Badge>
          )}
          {p.archivedAt && (
            <Badge size="xs" variant="light" color="gray">
              {t("programs.archivedBadge")}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: "form", header: t("programs.columns.form"), render: (p) => t(`forms.${p.form}`) },
    {
      key: "commission",
      header: t("programs.columns.commission"),
      render: (p) => (
        <Text size="sm" fw={500} style={{ whiteSpace: "nowrap" }}>
          {commission(p.commissions)}
          {p.bonus > 0 && (
            <Text span size="xs" c="dimmed">
              {" "}
              {t("programs.bonusShort", { bonus: format.number(p.bonus) })}
            </Text>
          )}
        </Text>
      ),
    },
    {
      key: "duration",
      header: t("programs.columns.duration"),
      render: (p) =>
        p.commissionDuration === "fixed"
          ? t("durations.fixedDays", { days: p.lifetimeDuration ?? 0 })
          : t(`durations.${p.commissionDuration}`),
    },
    {
      key: "cookies",
      header: t("programs.columns.cookies"),
      align: "right",
      render: (p) => t("daysCount", { count: p.cookiesExpire }),
    },
    {
      key: "publishers",
      header: t("programs.columns.publishers"),
      align: "right",
      render: (p) => (
        <Anchor component={Link} to={programNodesPath(p.id)} size="sm">
          {format.number(p.publishersCount)}
        </Anchor>
      ),
    },
    {
      key: "created",
      header: t("programs.columns.created"),
      sortKey: "created_at",
      render: (p) => format.date(p.createdAt),
    },
    {
      key: "actions",
      header: t("programs.columns.actions"),
      align: "right",
      render: (p) => <ProgramRowActions program={p} onArchive={onArchive} />,
    },
  ];
}
