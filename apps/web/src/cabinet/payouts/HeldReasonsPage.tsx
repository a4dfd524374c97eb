import { useState } from "react";
import { Alert, Card, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PAYOUT_CURRENCIES } from "@sellwerk/domain";
import { useHeldReasons } from "../../api/payouts.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { PayoutNav } from "./PayoutNav.tsx";
import { usePayoutArea } from "./payoutArea.ts";

/** /cabinet/payouts_held: every reason a payout is held, each with what to do and where. */
export function HeldReasonsPage() {
  const { t } = useTranslation("payouts");
  return (
    <>
      <PageTitle title={t("held.pageTitle")} description={t("held.description")} />
      <PayoutNav />
      <HeldReasons />
    </>
  );
}

/** The reasons for one currency (the publisher's balance page shows them below the balances). */
export function HeldReasons() {
  const { t } = useTranslation("payouts");
  const format = useFormat();
  const errorText = useErrorText();
  const [currency, setCurrency] = useState<string | null>(null);
  const held = useHeldReasons(usePayoutArea().prefix, currency);
  const data = held.data;
  return (
    <>
      <SelectField
        label={t("filters.currency")}
        options={PAYOUT_CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
        value={currency ?? data?.currency ?? null}
        onChange={setCurrency}
        searchable={false}
        maw={200}
        mb="md"
      />
      {!data ? (
        <Center py="md">
          {held.isError ? <Text>{errorText(held.error)}</Text> : <Loader aria-label={t("common:loading")} />}
        </Center>
      ) : data.reasons.length === 0 ? (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
          {t("held.none", { amount: format.money(data.available, data.currency) })}
        </Alert>
      ) : (
        <Stack gap="sm" maw={720}>
          {data.reasons.map((r) => (
            <Card key={r.code} withBorder padding="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4}>
                  <Text fw={600}>{t(`held.reasons.${r.code}.title`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`held.reasons.${r.code}.text`, {
                      available: format.money(data.available, data.currency),
                      minimum: format.money(data.minimumAmount, data.currency),
                      fee: format.money(data.payoutFee, data.currency),
                    })}
                  </Text>
                </Stack>
                <AppButton kind="secondary" size="xs" component={Link} to={r.link} style={{ flexShrink: 0 }}>
                  {t(`held.reasons.${r.code}.action`)}
                </AppButton>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </>
  );
}
