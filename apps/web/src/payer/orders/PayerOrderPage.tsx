import { Code, Group, Paper, Stack } from "@mantine/core";
import { IconSchool, IconSettings } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { usePayerOrder } from "../../api/payer.ts";
import { manageOrderUrl } from "../../api/payerPaths.ts";
import type { PayerOrder } from "../../api/payerTypes.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { OrderStateBadges } from "../../cabinet/orders/OrderStateBadges.tsx";
import { AmountsGrid } from "../../cabinet/orders/detail/AmountsGrid.tsx";
import { LinesTable } from "../../cabinet/orders/detail/LinesTable.tsx";
import { Facts } from "../../cabinet/orders/detail/Facts.tsx";
import { Section } from "../../cabinet/orders/detail/Section.tsx";
import { payerPaths } from "../navigation.ts";
import { BackLink } from "../BackLink.tsx";
import { PagePending } from "../PagePending.tsx";
import { PayerRatesTable } from "./PayerRatesTable.tsx";
import { DeliveriesSection } from "./deliveries/DeliveriesSection.tsx";
import { InvoicesSection } from "./InvoicesSection.tsx";

/** Where the course area of what was bought starts: the course itself, or the list of a membership's. */
function courseLink(order: PayerOrder): string | null {
  if (order.product.form === "course") return payerPaths.course(order.product.id);
  return order.product.form === "membership" ? payerPaths.courses : null;
}

/** /payer/orders/:token: one of the buyer's orders with its payments, deliveries and invoices. */
export function PayerOrderPage() {
  const { t } = useTranslation("payer");
  const token = useParams().token ?? "";
  const { data: order, isError, error } = usePayerOrder(token);

  const back = <BackLink to={payerPaths.home} label={t("order.back")} />;
  if (!order)
    return (
      <Stack gap="md">
        {back}
        <PagePending error={isError ? error : null} />
      </Stack>
    );

  const canManage = order.canCancel || order.canUpdatePaymentMethod;
  const course = courseLink(order);
  return (
    <Stack gap="md" maw={1100}>
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <PageTitle
            title={order.product.name}
            description={t("order.soldBy", { seller: order.seller.name })}
          />
          <OrderStateBadges state={order.state} paymentState={order.paymentState} testMode={order.testMode} />
        </Stack>
        <Group gap="xs" wrap="wrap">
          {course && (
            <AppButton component={Link} to={course} leftSection={<IconSchool size={16} aria-hidden />}>
              {order.product.form === "course" ? t("order.openCourse") : t("nav.courses")}
            </AppButton>
          )}
          {canManage && (
            <AppButton
              component="a"
              href={manageOrderUrl(order.seller.username, order.token)}
              kind="secondary"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {order.canCancel ? t("order.manageSubscription") : t("order.changeMethod")}
            </AppButton>
          )}
        </Group>
      </Group>
      <AmountsGrid order={order} />
      <Paper withBorder p="md">
        <Facts
          cols={{ base: 2, sm: 3 }}
          facts={[
            [t("order.productType"), t(`catalog:types.${order.product.form}.name`)],
            [t("order.plan"), t(`catalog:planTypes.${order.planForm}`)],
            [t("order.method"), t(`catalog:paymentMethods.${order.paymentMethod}`)],
            [t("order.email"), order.payerEmail],
            [t("order.token"), <Code key="token">{order.token}</Code>],
          ]}
        />
      </Paper>
      {order.bankWire && (
        <Section title={t("order.bankWire")}>
          <Facts
            cols={2}
            facts={[
              [t("order.reference"), <Code key="ref">{order.bankWire.reference}</Code>],
              [t("order.accountHolder"), order.bankWire.accountHolder],
              ["IBAN", order.bankWire.iban],
              ["BIC", order.bankWire.bic],
            ]}
          />
        </Section>
      )}
      <DeliveriesSection token={order.token} email={order.payerEmail} />
      <PayerRatesTable order={order} />
      <LinesTable order={order} />
      <InvoicesSection token={order.token} />
    </Stack>
  );
}
