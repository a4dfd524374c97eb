import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { OrderDetail } from "../../../api/orderTypes.ts";
import { useFormat } from "../../../ui/useFormat.ts";
import { useCabinetPaths } from "../../cabinetPaths.ts";
import { Facts } from "./Facts.tsx";
import { Section } from "./Section.tsx";

/** What was bought, on which plan, paid how. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const format = useFormat();
  const paths = useCabinetPaths();
  const saved = order.savedMethod;
  const savedText = saved
    ? [
        t(`catalog:paymentMethods.${saved.method}`),
        saved.brand?.toUpperCase(),
        saved.last4 && `•••• ${saved.last4}`,
        saved.exp,
        saved.email,
      ]
        .filter(Boolean)
        .join(" ")
    : null;
  return (
    <Section title={t("detail.facts")}>
      <Facts
        facts={[
          [
            t("detail.product"),
            <Anchor component={Link} to={paths.edit(order.product.id)} size="sm">
              {order.product.name}
            </Anchor>,
          ],
          [t("detail.productType"), t(`catalog:types.${order.product.form}.name`)],
          [
            t("detail.plan"),
            [t(`catalog:planTypes.${order.plan.form}`), order.plan.name].filter(Boolean).join(" · "),
          ],
          [t("detail.coupon"), order.coupon?.code],
          [
            t("detail.discount"),
            order.discountAmount > 0 ? format.money(order.discountAmount, order.currency) : null,
          ],
          [t("detail.method"), t(`catalog:paymentMethods.${order.paymentMethod}`)],
          [
            t("detail.provider"),
            t(`checkoutSettings:providers.${order.provider}.name`, { defaultValue: order.provider }),
          ],
          [t("detail.savedMethod"), savedText],
          [t("detail.reference"), order.paymentReference],
          [t("detail.created"), format.dateTime(order.createdAt)],
          [t("detail.cancelled"), order.cancelledAt ? format.dateTime(order.cancelledAt) : null],
          [t("detail.token"), order.token],
        ]}
      />
    </Section>
  );
}
