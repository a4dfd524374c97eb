import { useState } from "react";
import { Paper, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DUNNING_DAYS_MAX, DUNNING_FEE_MAX, DUNNING_STRATEGIES } from "@sellwerk/domain";
import { useDunningSettings, useSaveDunningSettings, type DunningSettings } from "../../api/dunning.ts";
import { fieldErrors } from "../../api/client/errors.ts";
import { IntegerField } from "../../ui/fields/IntegerField.tsx";
import { MoneyField } from "../../ui/fields/MoneyField.tsx";
import { notify } from "../../ui/notify.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { SettingsForm } from "../../ui/SettingsForm.tsx";
import { QueryContent } from "../../ui/QueryContent.tsx";

/** /cabinet/settings/dunning: the strategy, the days between stages and the reminder fees. */
export function DunningSettingsPage() {
  const { t } = useTranslation("dunning");
  const settings = useDunningSettings();
  return (
    <>
      <PageTitle title={t("settings.title")} description={t("settings.description")} />
      <QueryContent query={settings}>{(data) => <DunningSettingsForm settings={data} />}</QueryContent>
    </>
  );
}

const DAY_FIELDS = ["firstDays", "secondDays", "thirdDays", "inkassoDays"] as const;
const FEE_FIELDS = ["firstFee", "secondFee", "thirdFee"] as const;

function DunningSettingsForm({ settings }: { settings: DunningSettings }) {
  const { t } = useTranslation("dunning");
  const save = useSaveDunningSettings();
  const [strategy, setStrategy] = useState(settings.strategy);
  const [days, setDays] = useState<Record<(typeof DAY_FIELDS)[number], number | null>>(settings.schedule);
  const [fees, setFees] = useState<Record<(typeof FEE_FIELDS)[number], number | null>>(settings.fees);
  const server = fieldErrors(save.error);
  const missing = [...Object.values(days), ...Object.values(fees)].some((v) => v === null);
  // Without the agency the clock stops after the third reminder; without reminders it sends no mail.
  const showsDay = (field: (typeof DAY_FIELDS)[number]) =>
    strategy === "inkasso" ? field === "firstDays" : strategy === "dunning" ? field !== "inkassoDays" : true;

  const submit = () => {
    save.mutate(
      {
        strategy,
        schedule: days as DunningSettings["schedule"],
        fees: fees as DunningSettings["fees"],
      },
      { onSuccess: () => notify({ kind: "success", message: t("settings.saved") }) },
    );
  };

  return (
    <SettingsForm
      label={t("settings.title")}
      saveLabel={t("settings.save")}
      saving={save.isPending}
      error={save.error}
      incomplete={missing}
      maw={760}
      onSubmit={submit}
    >
      <Paper withBorder p="md">
        <Radio.Group
          label={t("settings.strategy")}
          value={strategy}
          onChange={(v) => setStrategy(v)}
          error={server.strategy}
        >
          <Stack gap="sm" mt="xs">
            {DUNNING_STRATEGIES.map((s) => (
              <Radio
                key={s}
                value={s}
                label={t(`strategies.${s}`)}
                description={t(`settings.strategyHelp.${s}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} fz="md">
            {t("settings.schedule")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {DAY_FIELDS.filter(showsDay).map((field) => (
              <IntegerField
                key={field}
                label={t(`settings.days.${field}`)}
                value={days[field]}
                onChange={(v) => setDays((d) => ({ ...d, [field]: v }))}
                min={field === "firstDays" ? 0 : 1}
                max={DUNNING_DAYS_MAX}
                required
                error={server[`schedule.${field}`]}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      {strategy !== "inkasso" && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} fz="md">
              {t("settings.fees")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("settings.feesHelp")}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {FEE_FIELDS.map((field) => (
                <MoneyField
                  key={field}
                  label={t(`settings.feeFields.${field}`)}
                  value={fees[field]}
                  onChange={(v) => setFees((f) => ({ ...f, [field]: v }))}
                  currency="eur"
                  max={DUNNING_FEE_MAX / 100}
                  required
                  error={server[`fees.${field}`]}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
      )}
      <Text size="sm" c="dimmed">
        {t("settings.access")}
      </Text>
    </SettingsForm>
  );
}
