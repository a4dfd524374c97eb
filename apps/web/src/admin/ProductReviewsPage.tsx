import { Anchor, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ProductReview } from "../api/catalogTypes.ts";
import { ProductNameCell } from "../cabinet/products/list/ProductNameCell.tsx";
import { ListView } from "../ui/list/ListView.tsx";
import { useList } from "../ui/list/useList.ts";
import type { Column } from "../ui/list/DataTable.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { Money } from "../ui/Money.tsx";
import { StatusBadge } from "../ui/StatusBadge.tsx";
import { useFormat } from "../ui/useFormat.ts";
import { PRODUCT_REVIEWS_LIST } from "./productReviews/productReviewsList.ts";
import { ReviewActions } from "./productReviews/ReviewActions.tsx";
import { sellerLabel } from "./productReviews/sellerLabel.ts";

/** /admin/product_reviews: paid products of sellers who need review, approved or rejected here. */
export function ProductReviewsPage() {
  const { t } = useTranslation("catalog");
  const format = useFormat();
  const list = useList<ProductReview>(PRODUCT_REVIEWS_LIST);

  const columns: Column<ProductReview>[] = [
    { key: "id", header: t("list.columns.id"), sortKey: "id", render: (r) => r.product.id },
    {
      key: "product",
      header: t("reviews.columns.product"),
      render: (r) => <ProductNameCell product={r.product} linked={false} />,
    },
    {
      key: "seller",
      header: t("reviews.columns.seller"),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{sellerLabel(r.seller)}</Text>
          <Anchor href={`mailto:${r.seller.email}`} size="xs">
            {r.seller.email}
          </Anchor>
        </Stack>
      ),
    },
    {
      key: "price",
      header: t("list.columns.price"),
      align: "right",
      render: (r) =>
        r.product.free ? (
          t("list.free")
        ) : r.product.displayPrice === null ? (
          "—"
        ) : (
          <Money amount={r.product.displayPrice} currency={r.product.currency} />
        ),
    },
    {
      key: "state",
      header: t("reviews.columns.state"),
      render: (r) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge state={r.product.reviewState} label={t(`reviewStates.${r.product.reviewState}`)} />
          {r.product.reviewReason && (
            <Text size="xs" c="dimmed" maw={240}>
              {r.product.reviewReason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "submitted",
      header: t("reviews.columns.submitted"),
      sortKey: "submitted_at",
      render: (r) => format.dateTime(r.submittedAt),
    },
    {
      key: "actions",
      header: t("list.columns.actions"),
      align: "right",
      render: (r) => <ReviewActions review={r} />,
    },
  ];

  return (
    <>
      <PageTitle title={t("reviews.title")} description={t("reviews.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(r) => r.product.id}
        caption={t("reviews.title")}
        searchLabel={t("reviews.search")}
        emptyText={t("reviews.empty")}
      />
    </>
  );
}
