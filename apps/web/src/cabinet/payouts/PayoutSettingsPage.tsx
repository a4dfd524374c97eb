import { useState } from "react";
import { Alert, Center, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  MAX_MONTHLY_PAYOUT_DAY,
  PAYOUT_CURRENCIES,
  PAYOUT_SCHEDULES,
  type PayoutSchedule,
} from "@sellwerk/domain";
import { fieldErrors } from "../../api/client/errors.ts";
import { usePayoutSettings, useSavePayoutSettings, type PayoutSettings } from "../../api/payouts.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { MoneyField } from "../../ui/fields/MoneyField.tsx";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { PayoutNav } from "./PayoutNav.tsx";

/** /cabinet/payouts_settings: when payouts run, the minimum amount and the payout currency. */
export function PayoutSettingsPage() {
  const { t } = useTranslation("payouts");
  const errorText = useErrorText();
  const settings = usePayoutSettings("/cabinet");
  return (
    <>
      <PageTitle title={t("settings.title")} description={t("settings.description")} />
      <PayoutNav />
      {settings.data ? (
        <PayoutSettingsForm settings={settings.data} />
      ) : (
        <Center py="xl">
          {settings.isError ? (
            <Text>{errorText(settings.error)}</Text>
          ) : (
            <Loader aria-label={t("common:loading")} />
          )}
        </Center>
      )}
    </>
  );
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function PayoutSettingsForm({ settings }: { settings: PayoutSettings }) {
  const { t } = useTranslation("payouts");
  const format = useFormat();
  const errorText = useErrorText();
  const save = useSavePayoutSettings("/cabinet");
  const [schedule, setSchedule] = useState<PayoutSchedule>(settings.schedule);
  const [day, setDay] = useState(settings.day);
  const [minimum, setMinimum] = useState<number | null>(settings.minimumAmount);
  const [currency, setCurrency] = useState(settings.currency);
  const server = fieldErrors(save.error);
  // A monthly day may be up to 28; a weekly one is a weekday: switching keeps a day that fits.
  const dayOptions =
    schedule === "weekly"
      ? WEEKDAYS.map((d) => ({ value: d, label: t(`weekdays.${d}`) }))
      : Array.from({ length: MAX_MONTHLY_PAYOUT_DAY }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

  const submit = () =>
    save.mutate(
      {
        schedule,
        day: schedule === "weekly" ? Math.min(day, 7) : day,
        minimumAmount: minimum ?? 0,
        currency,
      },
      { onSuccess: () => notify({ kind: "success", message: t("settings.saved") }) },
    );

  return (
    <form
      noValidate
      aria-label={t("settings.title")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md" maw={560}>
        {save.isError && Object.keys(server).length === 0 && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <Paper withBorder p="md">
          <Stack gap="md">
            <SelectField
              label={t("settings.schedule")}
              options={PAYOUT_SCHEDULES.map((s) => ({ value: s, label: t(`schedules.${s}`) }))}
              value={schedule}
              onChange={(v) => v && setSchedule(v as PayoutSchedule)}
              searchable={false}
              errorMessage={server.schedule}
              invalid={Boolean(server.schedule)}
            />
            {schedule !== "manual" && (
              <SelectField
                label={schedule === "weekly" ? t("settings.weekday") : t("settings.monthDay")}
                options={dayOptions}
                value={schedule === "weekly" ? Math.min(day, 7) : day}
                onChange={(v) => v && setDay(Number(v))}
                searchable={false}
                errorMessage={server.day}
                invalid={Boolean(server.day)}
              />
            )}
            <SelectField
              label={t("settings.currency")}
              options={PAYOUT_CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
              value={currency}
              onChange={(v) => v && setCurrency(v as PayoutSettings["currency"])}
              searchable={false}
              errorMessage={server.currency}
              invalid={Boolean(server.currency)}
            />
            <MoneyField
              label={t("settings.minimum")}
              description={t("settings.minimumHelp")}
              currency={currency}
              value={minimum}
              onChange={setMinimum}
              error={server.minimumAmount}
              styles={{ wrapper: { maxWidth: 220 } }}
            />
          </Stack>
        </Paper>
        <Text size="sm" c="dimmed">
          {t("settings.feeNote", { fee: format.money(settings.payoutFee, settings.currency) })}
        </Text>
        <Group>
          <AppButton
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t("settings.save")}
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
