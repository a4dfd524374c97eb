import { useState } from "react";
import { Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  MAX_MONTHLY_PAYOUT_DAY,
  PAYOUT_CURRENCIES,
  PAYOUT_SCHEDULES,
  type PayoutSchedule,
} from "@sellwerk/domain";
import { fieldErrors } from "../../api/client/errors.ts";
import { usePayoutSettings, useSavePayoutSettings, type PayoutSettings } from "../../api/payouts.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { MoneyField } from "../../ui/fields/MoneyField.tsx";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { notify } from "../../ui/notify.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { PayoutNav } from "./PayoutNav.tsx";
import { SettingsForm } from "../../ui/SettingsForm.tsx";
import { QueryContent } from "../../ui/QueryContent.tsx";
import { usePayoutArea } from "./payoutArea.ts";

/** /cabinet/payouts_settings: when payouts run, the minimum amount and the payout currency. */
export function PayoutSettingsPage() {
  const { t } = useTranslation("payouts");
  const settings = usePayoutSettings(usePayoutArea().prefix);
  return (
    <>
      <PageTitle title={t("settings.title")} description={t("settings.description")} />
      <PayoutNav />
      <QueryContent query={settings}>{(data) => <PayoutSettingsForm settings={data} />}</QueryContent>
    </>
  );
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function PayoutSettingsForm({ settings }: { settings: PayoutSettings }) {
  const { t } = useTranslation("payouts");
  const format = useFormat();
  const save = useSavePayoutSettings(usePayoutArea().prefix);
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
    <SettingsForm
      label={t("settings.title")}
      saveLabel={t("settings.save")}
      saving={save.isPending}
      error={save.error}
      maw={560}
      onSubmit={submit}
    >
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
    </SettingsForm>
  );
}
