import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrderDetail } from "../../../api/orderTypes.ts";
import { useFormat } from "../../../ui/useFormat.ts";

/** The figures shown; the payer's order page has no refunded or debt sums and leaves them out. */
type Amounts = Pick<OrderDetail, "currency" | "totalAmount" | "paidAmount" | "unpaidAmount"> &
  Partial<Pick<OrderDetail, "vatAmount" | "refundedAmount" | "debtAmount">>;

/** Total, paid and unpaid always; the VAT its invoices show, refunded and debt once there is any. */
export function AmountsGrid({ order }: { order: Amounts }) {
  const { t } = useTranslation("orders");
  const format = useFormat();
  const figures: [string, number][] = [
    [t("amounts.total"), order.totalAmount],
    [t("amounts.paid"), order.paidAmount],
    [t("amounts.unpaid"), order.unpaidAmount],
  ];
  if (order.vatAmount) figures.push([t("amounts.vat"), order.vatAmount]);
  if (order.refundedAmount) figures.push([t("amounts.refunded"), order.refundedAmount]);
  if (order.debtAmount) figures.push([t("amounts.debt"), order.debtAmount]);
  return (
    <SimpleGrid cols={{ base: 2, sm: figures.length }}>
      {figures.map(([label, amount]) => (
        <Paper key={label} withBorder p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fz="xl" fw={700} style={{ whiteSpace: "nowrap" }}>
            {format.money(amount, order.currency)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
