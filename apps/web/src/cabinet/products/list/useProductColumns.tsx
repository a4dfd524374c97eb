import { Badge, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Product, ProductCategory } from "../../../api/catalogTypes.ts";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { Money } from "../../../ui/Money.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { ProductNameCell } from "./ProductNameCell.tsx";
import { ProductRowActions } from "./ProductRowActions.tsx";
import { ProductStateCell } from "./ProductStateCell.tsx";

const dash = "—";

/** The product list's columns (spec core §3) plus the row actions. */
export function useProductColumns(categories: readonly ProductCategory[]): Column<Product>[] {
  const { t } = useTranslation("catalog");
  const format = useFormat();
  const titles = new Map(categories.map((c) => [c.id, c.title]));
  const yesNo = (value: boolean) => (
    <Badge size="sm" variant="light" color={value ? "green" : "gray"}>
      {value ? t("common:list.yes") : t("common:list.no")}
    </Badge>
  );
  const text = (value: string) => (value ? value : <Text c="dimmed">{dash}</Text>);

  return [
    { key: "id", header: t("list.columns.id"), sortKey: "id", render: (p) => p.id },
    {
      key: "name",
      header: t("list.columns.name"),
      sortKey: "name",
      render: (p) => <ProductNameCell product={p} />,
    },
    {
      key: "created",
      header: t("list.columns.created"),
      sortKey: "created_at",
      render: (p) => format.date(p.createdAt),
    },
    {
      key: "edited",
      header: t("list.columns.edited"),
      sortKey: "updated_at",
      render: (p) => format.date(p.updatedAt),
    },
    { key: "sell", header: t("list.columns.sell"), render: (p) => yesNo(p.canBeSoldViaShop) },
    {
      key: "published",
      header: t("list.columns.published"),
      render: (p) => <ProductStateCell product={p} />,
    },
    {
      key: "price",
      header: t("list.columns.price"),
      sortKey: "display_price",
      align: "right",
      render: (p) =>
        p.free ? (
          t("list.free")
        ) : p.displayPrice === null ? (
          text("")
        ) : p.displayPriceFrom ? (
          // Other plans cost otherwise: "from" the price the checkout opens with.
          <Text span size="sm" style={{ whiteSpace: "nowrap" }}>
            {t("list.priceFrom", { amount: format.money(p.displayPrice, p.currency) })}
          </Text>
        ) : (
          <Money amount={p.displayPrice} currency={p.currency} />
        ),
    },
    {
      key: "limit",
      header: t("list.columns.limit"),
      align: "right",
      render: (p) => (p.limit === null ? t("list.unlimited") : format.number(p.limit)),
    },
    {
      key: "sold",
      header: t("list.columns.sold"),
      sortKey: "sold_count",
      align: "right",
      render: (p) => format.number(p.soldCount),
    },
    {
      key: "reserved",
      header: t("list.columns.reserved"),
      align: "right",
      render: (p) => format.number(p.reservedCount),
    },
    {
      key: "categories",
      header: t("list.columns.categories"),
      render: (p) => text(p.categoryIds.map((id) => titles.get(id) ?? `#${id}`).join(", ")),
    },
    { key: "internalName", header: t("list.columns.internalName"), render: (p) => text(p.internalName) },
    { key: "costCenter", header: t("list.columns.costCenter"), render: (p) => text(p.costCenter) },
    {
      key: "actions",
      header: t("list.columns.actions"),
      align: "right",
      render: (p) => <ProductRowActions product={p} />,
    },
  ];
}
