import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { MarketplaceProgram } from "../../api/publish.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { MARKETPLACE_LIST } from "../publishLists.ts";
import { useTermsText } from "../ui/terms.ts";
import { TwoLineCell } from "../ui/TwoLineCell.tsx";
import { NodeStateBadge } from "./NodeStateBadge.tsx";
import { RequestToJoin } from "./RequestToJoin.tsx";

/**
 * /publish/affiliate_marketplace: the programs sellers list in the marketplace, searchable by
 * program, seller or product name, with the publisher's own state in each (15 a page).
 */
export function MarketplacePage() {
  const { t } = useTranslation("publish");
  const list = useList<MarketplaceProgram>(MARKETPLACE_LIST);
  const columns = useMarketplaceColumns();
  return (
    <>
      <PageTitle title={t("marketplace.title")} description={t("marketplace.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        caption={t("marketplace.title")}
        searchLabel={t("marketplace.search")}
        emptyText={t("marketplace.empty")}
      />
    </>
  );
}

function useMarketplaceColumns(): Column<MarketplaceProgram>[] {
  const { t } = useTranslation("publish");
  const format = useFormat();
  const terms = useTermsText();
  return [
    {
      key: "name",
      header: t("marketplace.columns.program"),
      render: (p) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/publish/affiliate_marketplace/${p.id}`} size="sm" fw={600}>
            {p.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {p.sellerName}
          </Text>
        </Stack>
      ),
    },
    {
      key: "commission",
      header: t("marketplace.columns.commission"),
      sortKey: "commission",
      render: (p) => (
        <TwoLineCell
          strong
          primary={
            p.commissionMin === p.commissionMax
              ? terms.percent(p.commissionMax)
              : `${terms.percent(p.commissionMin)} – ${terms.percent(p.commissionMax)}`
          }
          secondary={`${terms.stages(p)} · ${terms.base(p)}`}
        />
      ),
    },
    {
      key: "duration",
      header: t("marketplace.columns.duration"),
      render: (p) => <TwoLineCell primary={terms.duration(p)} secondary={terms.cookies(p)} />,
    },
    {
      key: "products",
      header: t("marketplace.columns.products"),
      align: "right",
      render: (p) => format.number(p.productsCount),
    },
    {
      key: "state",
      header: t("marketplace.columns.state"),
      render: (p) =>
        p.nodeState ? <NodeStateBadge state={p.nodeState} /> : <RequestToJoin programId={p.id} size="xs" />,
    },
  ];
}
