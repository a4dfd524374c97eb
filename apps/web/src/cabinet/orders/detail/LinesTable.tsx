import { useTranslation } from "react-i18next";
import type { OrderDetail, OrderLine } from "../../../api/orderTypes.ts";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { Money } from "../../../ui/Money.tsx";
import { Section, StaticTable } from "./Section.tsx";

/**
 * What the order contains: the product, order bumps, tickets, with the coupon's share per line.
 * Only lines and currency are read, so the payer's order page shows its lines with it too.
 */
export function LinesTable({ order }: { order: Pick<OrderDetail, "currency" | "lines"> }) {
  const { t } = useTranslation("orders");
  const money = (amount: number) => <Money amount={amount} currency={order.currency} />;
  const columns: Column<OrderLine>[] = [
    { key: "name", header: t("lines.name"), render: (l) => l.name },
    { key: "kind", header: t("lines.kind"), render: (l) => t(`lineKinds.${l.kind}`) },
    { key: "quantity", header: t("lines.quantity"), align: "right", render: (l) => l.quantity },
    { key: "unit", header: t("lines.unitAmount"), align: "right", render: (l) => money(l.unitAmount) },
    { key: "discount", header: t("lines.discount"), align: "right", render: (l) => money(l.discountAmount) },
    { key: "amount", header: t("lines.amount"), align: "right", render: (l) => money(l.amount) },
  ];
  return (
    <Section title={t("lines.title")}>
      <StaticTable
        columns={columns}
        rows={order.lines}
        rowKey={(l) => `${l.kind}-${l.productId}-${l.ticketTypeId ?? 0}`}
        caption={t("lines.title")}
      />
    </Section>
  );
}
