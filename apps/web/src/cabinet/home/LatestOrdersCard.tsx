import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { api } from "../../api/instance.ts";
import { ORDERS_PATH } from "../../api/orders.ts";
import type { OrderListItem } from "../../api/orderTypes.ts";
import { Money } from "../../ui/Money.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { OrderStateBadges } from "../orders/OrderStateBadges.tsx";
import { useOrderPaths } from "../orders/orderPaths.ts";

const SHOWN = 5;

/** The newest orders (the orders list's first page), each opening its order. */
export function LatestOrdersCard() {
  const { t } = useTranslation("home");
  const format = useFormat();
  const paths = useOrderPaths();
  // Under the orders list's key, so a refund or a payment elsewhere refreshes it too.
  const latest = useQuery({
    queryKey: [ORDERS_PATH, "latest"],
    queryFn: ({ signal }) =>
      api
        .get<{ list: OrderListItem[] }>(ORDERS_PATH, {
          signal,
          suppressErrors: true,
          params: { per: 10, sortKey: "created_at", sortDir: "desc" },
        })
        .then((r) => r.list.slice(0, SHOWN)),
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="latest-orders-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="latest-orders-title">
          {t("orders.title")}
        </Title>
        <Anchor component={Link} to={paths.list} size="sm">
          {t("orders.all")}
        </Anchor>
      </Group>
      {latest.isPending ? (
        <Skeleton h={180} />
      ) : latest.isError ? (
        <Text size="sm" c="red.8">
          {t("orders.failed")}
        </Text>
      ) : latest.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("orders.empty")}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {latest.data.map((order) => (
            // Name and amount on top, then who and when, then the states: fits a phone as well.
            <Stack key={order.id} component="li" gap={2}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Anchor component={Link} to={paths.detail(order.id)} fw={600} size="sm" lineClamp={2}>
                  {order.product.name}
                </Anchor>
                <Money amount={order.totalAmount} currency={order.currency} />
              </Group>
              <Text size="xs" c="dimmed">
                {`#${order.id} · ${order.payer.name || order.payer.email} · ${format.dateTime(order.createdAt)}`}
              </Text>
              <OrderStateBadges
                state={order.state}
                paymentState={order.paymentState}
                testMode={order.testMode}
              />
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
