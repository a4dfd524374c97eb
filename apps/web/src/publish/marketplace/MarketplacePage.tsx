import { useTranslation } from "react-i18next";
import type { MarketplaceProgram } from "../../api/publish.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { MARKETPLACE_LIST } from "../publishLists.ts";
import { useTermsText } from "../ui/terms.ts";
import { useProgramTermColumns } from "../ui/ProgramCells.tsx";
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
  const programColumns = useProgramTermColumns<MarketplaceProgram>({
    headers: "marketplace",
    programId: (p) => p.id,
    commission: (p) =>
      p.commissionMin === p.commissionMax
        ? terms.percent(p.commissionMax)
        : `${terms.percent(p.commissionMin)} – ${terms.percent(p.commissionMax)}`,
    strongCommission: true,
    commissionSortKey: "commission",
  });
  return [
    ...programColumns,
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
