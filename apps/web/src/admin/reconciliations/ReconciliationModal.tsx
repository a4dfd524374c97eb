import { Center, Code, Loader, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useReconciliation, type ReconciliationDifference } from "../../api/reconciliations.ts";
import { AppModal } from "../../ui/AppModal.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { useErrorText } from "../../ui/useErrorText.ts";

/** What the difference is about: a payee account, a ledger transaction or a payout. */
function Subject({ d }: { d: ReconciliationDifference }) {
  const { t } = useTranslation("admin");
  if (d.transactionId) return <Code>{t("reconciliations.transaction", { id: d.transactionId })}</Code>;
  if (d.payoutId !== null) return <Code>{t("reconciliations.payout", { id: d.payoutId })}</Code>;
  return <Code>{d.account ?? d.subject}</Code>;
}

/** One run's differences: which check, which account and currency, the expected and the booked sum. */
export function ReconciliationModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const errorText = useErrorText();
  const query = useReconciliation(id);
  const run = query.data;
  // Figures are minor units of the difference's currency; a payout's hold has none named.
  const amount = (minor: number, currency: string | null) =>
    currency ? format.money(minor, currency.toUpperCase()) : format.number(minor);

  return (
    <AppModal
      opened={id !== null}
      onClose={onClose}
      title={t("reconciliations.detailTitle", { day: run ? format.date(run.day) : "" })}
      size="medium"
    >
      {!run ? (
        <Center py="lg">
          {query.isError ? (
            <Text>{errorText(query.error)}</Text>
          ) : (
            <Loader aria-label={t("common:loading")} />
          )}
        </Center>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {t("reconciliations.checked", {
              transactions: format.number(run.checkedTransactions),
              payouts: format.number(run.checkedPayouts),
              at: format.dateTime(run.createdAt),
            })}
          </Text>
          {run.differences.length === 0 ? (
            <Text c="green.8">{t("reconciliations.noDifferences")}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("reconciliations.columns.check")}</Table.Th>
                    <Table.Th>{t("reconciliations.columns.subject")}</Table.Th>
                    <Table.Th>{t("reconciliations.columns.currency")}</Table.Th>
                    <Table.Th ta="right">{t("reconciliations.columns.expected")}</Table.Th>
                    <Table.Th ta="right">{t("reconciliations.columns.actual")}</Table.Th>
                    <Table.Th ta="right">{t("reconciliations.columns.gap")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {run.differences.map((d, i) => (
                    <Table.Tr key={`${d.check}-${d.subject}-${i}`}>
                      <Table.Td>{t(`reconciliations.checks.${d.check}`)}</Table.Td>
                      <Table.Td>
                        <Subject d={d} />
                      </Table.Td>
                      <Table.Td>{d.currency?.toUpperCase() ?? "–"}</Table.Td>
                      <Table.Td ta="right">{amount(d.expected, d.currency)}</Table.Td>
                      <Table.Td ta="right">{amount(d.actual, d.currency)}</Table.Td>
                      <Table.Td ta="right" c="red.8">
                        {amount(d.actual - d.expected, d.currency)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </AppModal>
  );
}
