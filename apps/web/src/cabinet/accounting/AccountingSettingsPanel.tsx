import { useState } from "react";
import { Alert, Checkbox, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DATEV_ACCOUNT_KEYS } from "@sellwerk/domain";
import { fieldErrors } from "../../api/client/errors.ts";
import { snakeToCamel } from "../../api/client/caseConversion.ts";
import {
  useAccountingSettings,
  useSaveAccountingSettings,
  type AccountingSettings,
} from "../../api/accounting.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { TextField } from "../../ui/fields/TextField.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";

/** The account numbers later exports are written with (SKR03 defaults) and the DATEV header numbers. */
export function AccountingSettingsPanel() {
  const { t } = useTranslation("accounting");
  const settings = useAccountingSettings();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600}>{t("settings.title")}</Text>
        <Text size="sm" c="dimmed">
          {t("settings.description")}
        </Text>
        {settings.data && <SettingsForm settings={settings.data.accountingSettings} />}
      </Stack>
    </Paper>
  );
}

const ACCOUNT_FIELDS = DATEV_ACCOUNT_KEYS.map((key) => snakeToCamel(key));

function SettingsForm({ settings }: { settings: AccountingSettings }) {
  const { t } = useTranslation("accounting");
  const errorText = useErrorText();
  const save = useSaveAccountingSettings();
  const [accounts, setAccounts] = useState<Record<string, string>>(settings.accounts);
  const [consultant, setConsultant] = useState(settings.consultantNumber);
  const [client, setClient] = useState(settings.clientNumber);
  const [platformFeeVat, setPlatformFeeVat] = useState(settings.platformFeeVat);
  const server = fieldErrors(save.error);
  // Field errors name the account as "accounts.revenue_standard" → "accounts.revenueStandard".
  const errorOf = (field: string) => server[`accounts.${field}`] ?? server[field];
  return (
    <form
      noValidate
      aria-label={t("settings.title")}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            accounts: accounts as AccountingSettings["accounts"],
            consultantNumber: consultant,
            clientNumber: client,
            platformFeeVat,
          },
          { onSuccess: () => notify({ kind: "success", message: t("settings.saved") }) },
        );
      }}
    >
      <Stack gap="md">
        {save.isError && Object.keys(server).length === 0 && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {ACCOUNT_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`accounts.${field}`)}
              value={accounts[field] ?? ""}
              onChange={(value) => setAccounts((current) => ({ ...current, [field]: value }))}
              error={errorOf(field)}
              inputMode="numeric"
              required
            />
          ))}
          <TextField
            label={t("settings.consultantNumber")}
            value={consultant}
            onChange={setConsultant}
            error={server.consultantNumber}
            inputMode="numeric"
          />
          <TextField
            label={t("settings.clientNumber")}
            value={client}
            onChange={setClient}
            error={server.clientNumber}
            inputMode="numeric"
          />
        </SimpleGrid>
        <Checkbox
          label={t("settings.platformFeeVat")}
          description={t("settings.platformFeeVatHint")}
          checked={platformFeeVat}
          onChange={(event) => setPlatformFeeVat(event.currentTarget.checked)}
        />
        <AppButton
          type="submit"
          w="fit-content"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={save.isPending}
        >
          {t("settings.save")}
        </AppButton>
      </Stack>
    </form>
  );
}
