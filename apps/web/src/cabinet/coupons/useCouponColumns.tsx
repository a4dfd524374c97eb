import { Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Coupon } from "../../api/checkoutSettingsTypes.ts";
import type { Column } from "../../ui/list/DataTable.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { CouponRowActions } from "./CouponRowActions.tsx";

/** The coupon list's columns: code, discount, products, usage, validity, state, created, actions. */
export function useCouponColumns(actions: {
  onEdit: (coupon: Coupon) => void;
  onRemove: (coupon: Coupon) => void;
}): Column<Coupon>[] {
  const { t } = useTranslation("checkoutSettings");
  const format = useFormat();
  const discount = (c: Coupon) =>
    c.discountType === "percents"
      ? `${format.number(c.value)} %`
      : format.money(c.value, c.currency ?? "eur");
  const validity = (c: Coupon) => {
    if (!c.startsAt && !c.endsAt)
      return (
        <Text c="dimmed" size="sm">
          {t("coupons.always")}
        </Text>
      );
    return (
      <Stack gap={0}>
        {c.startsAt && <Text size="xs">{t("coupons.from", { date: format.dateTime(c.startsAt) })}</Text>}
        {c.endsAt && <Text size="xs">{t("coupons.until", { date: format.dateTime(c.endsAt) })}</Text>}
      </Stack>
    );
  };

  return [
    {
      key: "code",
      header: t("coupons.columns.code"),
      sortKey: "code",
      render: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Text ff="monospace" fw={600} size="sm">
            {c.code}
          </Text>
          {c.batch !== null && (
            <Badge size="xs" variant="light" color="grape">
              {t("coupons.batchBadge", { batch: c.batch })}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: "discount",
      header: t("coupons.columns.discount"),
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} style={{ whiteSpace: "nowrap" }}>
            {discount(c)}
          </Text>
          {c.amountBase === "net_amount" && (
            <Text size="xs" c="dimmed">
              {t("coupons.amountBases.net_amount")}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "scope",
      header: t("coupons.columns.products"),
      render: (c) =>
        c.scope === "all"
          ? t("coupons.scopes.all")
          : t("coupons.productsCount", { count: c.productIds.length }),
    },
    {
      key: "usage",
      header: t("coupons.columns.usage"),
      sortKey: "used_count",
      align: "right",
      render: (c) =>
        c.usageLimit === null
          ? t("coupons.usedUnlimited", { used: format.number(c.usedCount) })
          : t("coupons.usedOf", { used: format.number(c.usedCount), limit: format.number(c.usageLimit) }),
    },
    { key: "validity", header: t("coupons.columns.validity"), render: validity },
    {
      key: "active",
      header: t("coupons.columns.state"),
      render: (c) => (
        <Badge size="sm" variant="light" color={c.active ? "green" : "gray"}>
          {c.active ? t("coupons.active") : t("coupons.inactive")}
        </Badge>
      ),
    },
    {
      key: "created",
      header: t("coupons.columns.created"),
      sortKey: "created_at",
      render: (c) => format.date(c.createdAt),
    },
    {
      key: "actions",
      header: t("coupons.columns.actions"),
      align: "right",
      render: (c) => (
        <CouponRowActions coupon={c} onEdit={() => actions.onEdit(c)} onRemove={() => actions.onRemove(c)} />
      ),
    },
  ];
}
