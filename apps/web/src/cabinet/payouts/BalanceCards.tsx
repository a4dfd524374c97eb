import { useState } from "react";
import { Alert, Anchor, Card, Center, Group, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCash } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client/errors.ts";
import { useBalances, usePayOutNow, type Balance } from "../../api/payouts.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { usePayoutArea } from "./payoutArea.ts";

/** The payee's balances of the area the page is in, loaded. */
export function Balances() {
  const { t } = useTranslation("payouts");
  const errorText = useErrorText();
  const balances = useBalances(usePayoutArea().prefix);
  if (balances.data)
    return <BalanceCards balances={balances.data.list} refundWindowDays={balances.data.refundWindowDays} />;
  return (
    <Center py="md">
      {balances.isError ? (
        <Text>{errorText(balances.error)}</Text>
      ) : (
        <Loader aria-label={t("common:loading")} />
      )}
    </Center>
  );
}

/** One card per currency: available to pay out, pending in the refund window, on hold, paid out. */
export function BalanceCards({
  balances,
  refundWindowDays,
}: {
  balances: Balance[];
  refundWindowDays: number;
}) {
  const { t } = useTranslation("payouts");
  const format = useFormat();
  const errorText = useErrorText();
  const area = usePayoutArea();
  const payOut = usePayOutNow(area.prefix);
  const [held, setHeld] = useState<string[] | null>(null);

  const payOutNow = (currency: string) => {
    setHeld(null);
    payOut.mutate(
      { currency, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: (r) =>
          notify({
            kind: "success",
            message: t("balance.paidOut", { amount: format.money(r.payout.amount, r.payout.currency) }),
          }),
        onError: (error) => {
          if (isApiError(error) && error.code === "PAYOUT_HELD") setHeld(error.details.map((d) => d.message));
          else notify({ kind: "error", message: errorText(error) });
        },
      },
    );
  };

  return (
    <Stack gap="md" mb="lg">
      {held && (
        <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} role="alert" title={t("held.title")}>
          <Stack gap={4}>
            {held.map((reason) => (
              <Text key={reason} size="sm">
                {reason}
              </Text>
            ))}
            <Anchor component={Link} to={area.heldPath} size="sm">
              {t("held.whatToDo")}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {balances.map((b) => (
          <Card
            key={b.currency}
            withBorder
            padding="md"
            aria-label={t("balance.cardLabel", { currency: b.currency.toUpperCase() })}
          >
            <Stack gap={6}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t("balance.available")} · {b.currency.toUpperCase()}
              </Text>
              <Text
                size="xl"
                fw={700}
                c={b.available < 0 ? "red" : undefined}
                data-testid={`available-${b.currency}`}
              >
                {format.money(b.available, b.currency)}
              </Text>
              <Figure
                label={t("balance.pending", { days: refundWindowDays })}
                value={format.money(b.pending, b.currency)}
              />
              <Figure label={t("balance.onHold")} value={format.money(b.onHold, b.currency)} />
              <Figure label={t("balance.paidOutTotal")} value={format.money(b.paidOut, b.currency)} />
              <AppButton
                kind="secondary"
                size="xs"
                mt="xs"
                leftSection={<IconCash size={14} aria-hidden />}
                disabled={b.available <= 0}
                loading={payOut.isPending && payOut.variables?.currency === b.currency}
                onClick={() => payOutNow(b.currency)}
              >
                {t("balance.payOutNow")}
              </AppButton>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {value}
      </Text>
    </Group>
  );
}
