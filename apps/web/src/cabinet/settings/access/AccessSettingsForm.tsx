import { useState } from "react";
import { Paper, Radio, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ACCESS_GRACE_DAYS_MAX, UNPAID_ACCESS_MODES, type UnpaidAccessMode } from "@sellwerk/domain";
import { useSaveAccessSettings, type AccessSettings } from "../../../api/accessSettings.ts";
import { fieldErrors } from "../../../api/client/errors.ts";
import { IntegerField } from "../../../ui/fields/IntegerField.tsx";
import { notify } from "../../../ui/notify.ts";
import { SettingsForm } from "../../../ui/SettingsForm.tsx";

/**
 * Keep access while a rate is unpaid, or suspend it after grace days until paid. The grace days
 * only matter when suspending, so the field is there only then; what a suspension holds back
 * (and what it does not) is said beside the choice.
 */
export function AccessSettingsForm({ settings }: { settings: AccessSettings }) {
  const { t } = useTranslation("fulfilment");
  const save = useSaveAccessSettings();
  const [mode, setMode] = useState<UnpaidAccessMode>(settings.unpaidAccess);
  const [graceDays, setGraceDays] = useState<number | null>(settings.graceDays);
  const server = fieldErrors(save.error);
  const missing = mode === "suspend" && graceDays === null;

  const submit = () => {
    save.mutate(
      { unpaidAccess: mode, graceDays: mode === "suspend" ? (graceDays ?? 0) : 0 },
      { onSuccess: () => notify({ kind: "success", message: t("accessSettings.saved") }) },
    );
  };

  return (
    <SettingsForm
      label={t("accessSettings.title")}
      saveLabel={t("accessSettings.save")}
      saving={save.isPending}
      error={save.error}
      incomplete={missing}
      maw={720}
      onSubmit={submit}
    >
      <Paper withBorder p="md">
        <Stack gap="md">
          <Radio.Group
            label={t("accessSettings.mode")}
            value={mode}
            onChange={(value) => setMode(value)}
            error={server.unpaidAccess}
          >
            <Stack gap="sm" mt="xs">
              {UNPAID_ACCESS_MODES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={t(`accessSettings.modes.${option}.label`)}
                  description={t(`accessSettings.modes.${option}.description`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {mode === "suspend" && (
            <IntegerField
              label={t("accessSettings.graceDays")}
              description={t("accessSettings.graceDaysHelp", { max: ACCESS_GRACE_DAYS_MAX })}
              value={graceDays}
              onChange={setGraceDays}
              min={0}
              max={ACCESS_GRACE_DAYS_MAX}
              required
              styles={{ wrapper: { maxWidth: 220 } }}
              error={server.graceDays}
            />
          )}
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed">
        {t("accessSettings.scope")}
      </Text>
    </SettingsForm>
  );
}
