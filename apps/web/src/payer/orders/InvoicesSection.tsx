import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { OrderInvoice } from "../../api/payerTypes.ts";
import { useOrderInvoices } from "../../api/payer.ts";
import { isApiError } from "../../api/client/errors.ts";
import type { Column } from "../../ui/list/DataTable.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { Money } from "../../ui/Money.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { Section, StaticTable } from "../../cabinet/orders/detail/Section.tsx";

/** The order's invoices and credit memos, each as a PDF in the buyer's language. */
export function InvoicesSection({ token }: { token: string }) {
  const { t } = useTranslation("payer");
  const format = useFormat();
  const invoices = useOrderInvoices(token);
  // What a document is and which one it is linked with: reverses, corrects, cancelled by.
  const documentName = (i: OrderInvoice) => {
    if (i.referencesNumber)
      return t("invoices.reverses", { kind: t(`invoiceKinds.${i.kind}`), number: i.referencesNumber });
    if (i.correctsNumber) return t("invoices.corrects", { number: i.correctsNumber });
    if (i.cancelledByNumber) return t("invoices.cancelledBy", { number: i.cancelledByNumber });
    return t(`invoiceKinds.${i.kind}`);
  };
  const notYet = isApiError(invoices.error) && invoices.error.status === 404;
  const columns: Column<OrderInvoice>[] = [
    {
      key: "number",
      header: t("invoices.number"),
      // A number reads as one word; the table scrolls on a phone rather than breaking it.
      render: (i) => (
        <Text span size="sm" style={{ whiteSpace: "nowrap" }}>
          {i.number}
        </Text>
      ),
    },
    {
      key: "kind",
      header: t("invoices.kind"),
      render: (i) => documentName(i),
    },
    { key: "issued", header: t("invoices.issuedAt"), render: (i) => format.date(i.issuedAt) },
    {
      key: "amount",
      header: t("invoices.amount"),
      align: "right",
      // A credit memo gives back: negative, as its PDF and the seller's list print it.
      render: (i) => (
        <Money amount={i.kind === "credit_memo" ? -i.grossAmount : i.grossAmount} currency={i.currency} />
      ),
    },
    {
      key: "pdf",
      header: t("invoices.pdf"),
      align: "right",
      render: (i) => (
        <AppButton
          component="a"
          href={i.pdfUrl}
          target="_blank"
          rel="noopener"
          kind="secondary"
          size="xs"
          leftSection={<IconFileTypePdf size={14} aria-hidden />}
          aria-label={t("invoices.pdfFor", { number: i.number })}
        >
          {t("invoices.download")}
        </AppButton>
      ),
    },
  ];
  return (
    <Section title={t("invoices.title")}>
      {invoices.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t("common:loading")} />
        </Center>
      ) : invoices.isError && !notYet ? (
        <Stack align="flex-start" gap="xs">
          <Text size="sm" c="dimmed">
            {t("invoices.loadFailed")}
          </Text>
          <Button variant="default" size="xs" onClick={() => void invoices.refetch()}>
            {t("common:retry")}
          </Button>
        </Stack>
      ) : !invoices.data?.length ? (
        <Text size="sm" c="dimmed">
          {t("invoices.none")}
        </Text>
      ) : (
        <StaticTable
          columns={columns}
          rows={invoices.data}
          rowKey={(i) => i.id}
          caption={t("invoices.title")}
        />
      )}
    </Section>
  );
}
