import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PayerOrderListItem } from "../../api/payerTypes.ts";
import { OrderStateBadges } from "../../cabinet/orders/OrderStateBadges.tsx";
import { Facts } from "../../cabinet/orders/detail/Facts.tsx";
import { Money } from "../../ui/Money.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { payerPaths } from "../navigation.ts";

/** One order of the payer's home: what was bought, its states, the money and what is due next. */
export function OrderCard({ order }: { order: PayerOrderListItem }) {
  const { t } = useTranslation("payer");
  const format = useFormat();
  const money = (amount: number) => <Money amount={amount} currency={order.currency} />;
  return (
    <Paper withBorder p="md" component="article" aria-label={order.product.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4}>
            <Anchor component={Link} to={payerPaths.order(order.token)} fw={600}>
              {order.product.name}
            </Anchor>
            <Group gap={6}>
              <Badge size="xs" variant="outline" color="gray">
                {t(`catalog:types.${order.product.form}.name`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {t(`catalog:planTypes.${order.planForm}`)} · {format.date(order.createdAt)}
              </Text>
            </Group>
          </Stack>
          <OrderStateBadges state={order.state} paymentState={order.paymentState} />
        </Group>
        <Facts
          cols={{ base: 2, sm: 4 }}
          facts={[
            [t("orders.total"), money(order.totalAmount)],
            [t("orders.paid"), money(order.paidAmount)],
            [t("orders.unpaid"), money(order.unpaidAmount)],
            [t("orders.nextDue"), order.nextDueAt ? format.date(order.nextDueAt) : "—"],
          ]}
        />
      </Stack>
    </Paper>
  );
}
