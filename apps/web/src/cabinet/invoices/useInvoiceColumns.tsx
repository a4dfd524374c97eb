import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate } from "@sellwerk/domain";
import type { InvoiceListItem } from "../../api/invoiceTypes.ts";
import type { Column } from "../../ui/list/DataTable.tsx";
import { Money } from "../../ui/Money.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { useOrderPaths } from "../orders/orderPaths.ts";
import { InvoiceDownloadButton } from "./InvoiceDownloadButton.tsx";
import { CorrectInvoiceButton } from "./CorrectInvoiceButton.tsx";

/**
 * The invoice list's columns; a credit memo's amounts show negative, as its PDF prints them. Each
 * document names the documents it is linked with, and an invoice in force can be corrected.
 */
export function useInvoiceColumns(actions: {
  onCorrect: (invoice: InvoiceListItem) => void;
}): Column<InvoiceListItem>[] {
  const { t } = useTranslation("billing");
  const format = useFormat();
  const orders = useOrderPaths();
  // Documents are dated in Germany (docs/billing.md); the list shows the same day as the PDF.
  const day = (iso: string) => formatDate(iso, format.locale, { timeZone: "Europe/Berlin" });
  const signed = (i: InvoiceListItem, amount: number) => (i.kind === "credit_memo" ? -amount : amount);

  return [
    {
      key: "number",
      header: t("list.columns.number"),
      render: (i) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
            {i.number}
          </Text>
          <Badge size="xs" variant="light" color={i.kind === "credit_memo" ? "orange" : "blue"}>
            {t(`kinds.${i.kind}`)}
          </Badge>
          {[
            i.referencesNumber && t("list.reverses", { number: i.referencesNumber }),
            i.correctsNumber && t("list.corrects", { number: i.correctsNumber }),
            i.cancelledByNumber && t("list.cancelledBy", { number: i.cancelledByNumber }),
          ]
            .filter(Boolean)
            .map((link) => (
              <Text key={link as string} size="xs" c="dimmed">
                {link}
              </Text>
            ))}
        </Stack>
      ),
    },
    { key: "issued", header: t("list.columns.issued"), sortKey: "issued_at", render: (i) => day(i.issuedAt) },
    {
      key: "order",
      header: t("list.columns.order"),
      render: (i) => (
        <Anchor component={Link} to={orders.detail(i.orderId)} size="sm">
          #{i.orderId}
        </Anchor>
      ),
    },
    {
      key: "buyer",
      header: t("list.columns.buyer"),
      render: (i) => (
        <Stack gap={0}>
          <Text size="sm">{i.buyerName}</Text>
          <Text size="xs" c="dimmed">
            {i.buyerEmail}
          </Text>
        </Stack>
      ),
    },
    {
      key: "net",
      header: t("list.columns.net"),
      align: "right",
      render: (i) => <Money amount={signed(i, i.netAmount)} currency={i.currency} />,
    },
    {
      key: "vat",
      header: t("list.columns.vat"),
      align: "right",
      render: (i) => (
        <Stack gap={0} align="flex-end">
          <Money amount={signed(i, i.vatAmount)} currency={i.currency} />
          {i.vatMode !== "standard" && (
            <Text size="xs" c="dimmed">
              {t(`vatModes.${i.vatMode}`)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "gross",
      header: t("list.columns.gross"),
      sortKey: "gross_amount",
      align: "right",
      render: (i) => <Money amount={signed(i, i.grossAmount)} currency={i.currency} />,
    },
    {
      key: "actions",
      header: t("list.columns.actions"),
      align: "right",
      render: (i) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {i.correctable && <CorrectInvoiceButton invoice={i} onCorrect={() => actions.onCorrect(i)} />}
          <InvoiceDownloadButton invoice={i} />
        </Group>
      ),
    },
  ];
}
