import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "@sellwerk/domain";
import type { OrderDetail, OrderInvoice } from "../../../api/orderTypes.ts";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { Money } from "../../../ui/Money.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { InvoiceDownloadButton } from "../../invoices/InvoiceDownloadButton.tsx";
import { Section, StaticTable } from "./Section.tsx";

/** The order's invoices and credit memos, each with its PDF; a credit memo's amount shows negative. */
export function InvoicesSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const { t: tb } = useTranslation("billing");
  const format = useFormat();
  if (!order.invoices.length) return null;
  // Documents are dated in Germany (docs/billing.md), like the invoice list and the PDF.
  const day = (iso: string) => formatDate(iso, format.locale, { timeZone: "Europe/Berlin" });
  const columns: Column<OrderInvoice>[] = [
    {
      key: "number",
      header: tb("list.columns.number"),
      render: (i) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
            {i.number}
          </Text>
          <Badge size="xs" variant="light" color={i.kind === "credit_memo" ? "orange" : "blue"}>
            {tb(`kinds.${i.kind}`)}
          </Badge>
        </Group>
      ),
    },
    { key: "issued", header: tb("list.columns.issued"), render: (i) => day(i.issuedAt) },
    {
      key: "linked",
      header: t("invoices.linked"),
      render: (i) =>
        [
          i.referencesNumber && tb("list.reverses", { number: i.referencesNumber }),
          i.correctsNumber && tb("list.corrects", { number: i.correctsNumber }),
          i.cancelledByNumber && tb("list.cancelledBy", { number: i.cancelledByNumber }),
        ]
          .filter(Boolean)
          .join(" · ") || "–",
    },
    {
      key: "gross",
      header: tb("list.columns.gross"),
      align: "right",
      render: (i) => (
        <Money amount={i.kind === "credit_memo" ? -i.grossAmount : i.grossAmount} currency={i.currency} />
      ),
    },
    { key: "pdf", header: tb("list.columns.actions"), render: (i) => <InvoiceDownloadButton invoice={i} /> },
  ];
  return (
    <Section title={t("invoices.title")}>
      <StaticTable
        columns={columns}
        rows={order.invoices}
        rowKey={(i) => i.id}
        caption={t("invoices.title")}
      />
    </Section>
  );
}
