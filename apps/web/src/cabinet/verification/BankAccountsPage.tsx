import { useState } from "react";
import { Alert, Anchor, Center, Group, Loader, Paper, Stack, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  useBankAccounts,
  useConfirmBankAccount,
  useDeactivateBankAccount,
  useLegitimation,
  useVerificationPaths,
  type BankAccount,
} from "../../api/verification.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { AppModal } from "../../ui/AppModal.tsx";
import { ConfirmModal } from "../../ui/ConfirmModal.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { BankAccountForm } from "./BankAccountForm.tsx";
import { bankAccountReason } from "./bankAccountReasons.ts";

const DEACTIVATABLE = ["init_state", "not_sent", "waiting", "activated", "error"];

/**
 * /cabinet/bank_accounts, /publish/bank_accounts and /team_member/bank_accounts: where payouts go;
 * the provider activates an account, one at a time. Each payee legitimates themselves first, in
 * their own area.
 */
export function BankAccountsPage() {
  const { t } = useTranslation("verification");
  const errorText = useErrorText();
  const format = useFormat();
  const paths = useVerificationPaths();
  const path = paths.bankAccounts;
  const accounts = useBankAccounts(path);
  const legitimation = useLegitimation();
  const deactivate = useDeactivateBankAccount(paths.prefix);
  const confirm = useConfirmBankAccount(paths.prefix);
  const reasonText = (reason: string) => {
    const shown = bankAccountReason(reason);
    return "key" in shown ? t(shown.key) : shown.text;
  };
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<BankAccount | null>(null);
  const legitimated = legitimation.data?.step === "legitimated";

  return (
    <>
      <PageTitle title={t("bankAccounts.title")} description={t("bankAccounts.description")} />
      <Stack gap="md">
        {legitimation.isSuccess && !legitimated && (
          <Alert color="yellow">
            {t("bankAccounts.needsLegitimation")}{" "}
            <Anchor component={Link} to={paths.legitimation}>
              {t("bankAccounts.toLegitimation")}
            </Anchor>
          </Alert>
        )}
        <Group justify="flex-end">
          <AppButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t("bankAccounts.add")}
          </AppButton>
        </Group>
        <Paper withBorder>
          {accounts.isLoading ? (
            <Center py="lg">
              <Loader aria-label={t("common:loading")} />
            </Center>
          ) : accounts.isError ? (
            <Text p="md">{errorText(accounts.error)}</Text>
          ) : accounts.data?.length === 0 ? (
            <Text p="md" c="dimmed">
              {t("bankAccounts.empty")}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" aria-label={t("bankAccounts.title")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("fields.ownerName")}</Table.Th>
                    <Table.Th>{t("fields.iban")}</Table.Th>
                    <Table.Th>{t("fields.bic")}</Table.Th>
                    <Table.Th>{t("fields.currency")}</Table.Th>
                    <Table.Th>{t("bankAccounts.state")}</Table.Th>
                    <Table.Th>{t("bankAccounts.created")}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {accounts.data?.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>{a.ownerName}</Table.Td>
                      <Table.Td style={{ fontFamily: "var(--mantine-font-family-monospace)" }}>
                        {a.ibanMasked}
                      </Table.Td>
                      <Table.Td>{a.bic}</Table.Td>
                      <Table.Td>
                        {a.currency.toUpperCase()} · {a.country}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge state={a.state} label={t(`bankAccountStates.${a.state}`)} />
                        {a.failureReason && (
                          <Text size="xs" c="dimmed">
                            {reasonText(a.failureReason)}
                          </Text>
                        )}
                        {a.confirmationRequired && (
                          <Text size="xs" c="dimmed">
                            {t("bankAccounts.confirmHint")}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{format.date(a.createdAt)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {a.confirmationRequired && (
                            <AppButton
                              size="compact-sm"
                              loading={confirm.isPending && confirm.variables === a.id}
                              onClick={() =>
                                confirm.mutate(a.id, {
                                  onError: (err) => notify({ kind: "error", message: errorText(err) }),
                                })
                              }
                            >
                              {t("bankAccounts.confirm")}
                            </AppButton>
                          )}
                          {DEACTIVATABLE.includes(a.state) && (
                            <AppButton
                              kind="ghost"
                              color="red"
                              size="compact-sm"
                              onClick={() => setConfirming(a)}
                            >
                              {t("bankAccounts.deactivate")}
                            </AppButton>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
      <AppModal opened={adding} onClose={() => setAdding(false)} title={t("bankAccounts.add")}>
        <BankAccountForm path={path} onSaved={() => setAdding(false)} />
      </AppModal>
      <ConfirmModal
        opened={confirming !== null}
        title={t("bankAccounts.deactivateTitle", { iban: confirming?.ibanMasked ?? "" })}
        confirmLabel={t("bankAccounts.deactivate")}
        loading={deactivate.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          deactivate.mutate(confirming.id, {
            onSuccess: () => setConfirming(null),
            onError: (err) => notify({ kind: "error", message: errorText(err) }),
          })
        }
      >
        {t("bankAccounts.deactivateText")}
      </ConfirmModal>
    </>
  );
}
