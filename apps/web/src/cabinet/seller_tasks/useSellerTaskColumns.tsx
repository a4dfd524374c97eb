import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { SellerTask } from "../../api/sellerTaskTypes.ts";
import type { Column } from "../../ui/list/DataTable.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { useOrderPaths } from "../orders/orderPaths.ts";
import { MarkDoneButton } from "./MarkDoneButton.tsx";

/** Open tasks read as pending work; done ones in the spec's green of "completed"-like states. */
const COLOUR_STATE = { open: "payment_pending", done: "active" } as const;

export function useSellerTaskColumns(): Column<SellerTask>[] {
  const { t } = useTranslation("fulfilment");
  const format = useFormat();
  const orders = useOrderPaths();
  return [
    {
      key: "service",
      header: t("tasks.columns.service"),
      render: (task) => <Text size="sm">{task.product.name}</Text>,
    },
    {
      key: "state",
      header: t("tasks.columns.state"),
      render: (task) => (
        <StatusBadge state={COLOUR_STATE[task.state]} label={t(`tasks.states.${task.state}`)} />
      ),
    },
    {
      key: "payer",
      header: t("tasks.columns.payer"),
      render: (task) => (
        <Stack gap={0}>
          <Text size="sm">{task.payer.name}</Text>
          <Anchor href={`mailto:${task.payer.email}`} size="xs" c="dimmed">
            {task.payer.email}
          </Anchor>
        </Stack>
      ),
    },
    {
      key: "order",
      header: t("tasks.columns.order"),
      sortKey: "id",
      render: (task) => (
        <Anchor component={Link} to={orders.detail(task.orderId)} size="sm">
          #{task.orderId}
        </Anchor>
      ),
    },
    {
      key: "createdAt",
      header: t("tasks.columns.createdAt"),
      sortKey: "created_at",
      render: (task) => format.dateTime(task.createdAt),
    },
    {
      key: "doneAt",
      header: t("tasks.columns.doneAt"),
      render: (task) => (task.doneAt ? format.dateTime(task.doneAt) : "–"),
    },
    {
      key: "actions",
      header: t("tasks.columns.actions"),
      align: "right",
      render: (task) => (task.state === "open" ? <MarkDoneButton task={task} /> : null),
    },
  ];
}
