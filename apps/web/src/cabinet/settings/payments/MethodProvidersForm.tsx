import { useState } from "react";
import { Alert, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { METHOD_PROVIDER_KEYS, METHODS_OF_PROVIDER_KEY, type MethodProviderKey } from "@sellwerk/domain";
import type { PaymentSettings, ProviderAccount } from "../../../api/checkoutSettingsTypes.ts";
import { fieldErrors, isApiError } from "../../../api/client/errors.ts";
import { useSavePaymentSettings } from "../../../api/paymentSettings.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { SelectField } from "../../../ui/fields/SelectField.tsx";
import { TextField } from "../../../ui/fields/TextField.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useValidationMessage } from "../../../ui/useValidationMessage.ts";
import { ConflictAlert } from "../../products/editor/steps/form/ConflictAlert.tsx";
import { StepSection } from "../../products/editor/steps/form/StepSection.tsx";
import { FlagsCard } from "./FlagsCard.tsx";
import { MethodBadges } from "./MethodBadges.tsx";
import {
  blockedByFlags,
  providerChoices,
  settingsIssues,
  settingsPayload,
  toSettingsForm,
  type SettingsForm,
} from "./paymentSettingsForm.ts";

const OFF = "off";

/** The "providers" tab: which connected provider serves each method choice, and the bank details. */
export function MethodProvidersForm({
  settings,
  providers,
  onReload,
}: {
  settings: PaymentSettings;
  providers: readonly ProviderAccount[];
  onReload: () => void;
}) {
  const { t } = useTranslation("checkoutSettings");
  const message = useValidationMessage();
  const errorText = useErrorText();
  const save = useSavePaymentSettings();
  const [form, setForm] = useState<SettingsForm>(() => toSettingsForm(settings));
  const [tried, setTried] = useState(false);
  const connected = new Set(providers.filter((p) => p.connected).map((p) => p.provider as string));
  const issues = settingsIssues(form);
  const conflict = isApiError(save.error) && save.error.status === 409;
  const server = conflict ? {} : fieldErrors(save.error);
  const errorFor = (path: string) =>
    (tried && issues[path] ? message(issues[path]) : undefined) ?? server[path];
  const blocked = blockedByFlags(settings.flags);

  const setChoice = (key: MethodProviderKey, value: string | null) =>
    setForm((f) => ({
      ...f,
      methodProviders: { ...f.methodProviders, [key]: value === OFF ? null : value },
    }));
  const setBank = (field: keyof SettingsForm["bankWire"], value: string) =>
    setForm((f) => ({ ...f, bankWire: { ...f.bankWire, [field]: value } }));

  const submit = () => {
    setTried(true);
    if (Object.keys(issues).length > 0) return;
    save.mutate(settingsPayload(form, settings.version), {
      onSuccess: (saved) => {
        setForm(toSettingsForm(saved));
        setTried(false);
        notify({ kind: "success", message: t("settings.saved") });
      },
    });
  };

  const providerLabel = (provider: string) =>
    `${t(`providers.${provider}.name`)}${connected.has(provider) ? "" : ` (${t("providers.notConnected")})`}`;

  return (
    <form
      noValidate
      aria-label={t("settings.tabs.providers")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <FlagsCard flags={settings.flags} />
        {conflict && (
          <ConflictAlert
            keys="checkoutSettings:settings.conflict"
            onReload={() => {
              save.reset();
              onReload();
            }}
          />
        )}
        {save.isError && !conflict && Object.keys(server).length === 0 && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-label={t("settings.choicesLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("settings.columns.choice")}</Table.Th>
                <Table.Th>{t("settings.columns.methods")}</Table.Th>
                <Table.Th w={280}>{t("settings.columns.provider")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {METHOD_PROVIDER_KEYS.map((key) => {
                const current = form.methodProviders[key];
                const options = [
                  { value: OFF, label: t("settings.off") },
                  ...providerChoices(key, connected, current).map((p) => ({
                    value: p,
                    label: providerLabel(p),
                  })),
                ];
                return (
                  <Table.Tr key={key}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {t(`methodKeys.${key}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <MethodBadges methods={METHODS_OF_PROVIDER_KEY[key]} blocked={blocked} />
                    </Table.Td>
                    <Table.Td>
                      <SelectField
                        aria-label={t("settings.providerFor", { choice: t(`methodKeys.${key}`) })}
                        options={options}
                        value={current ?? OFF}
                        searchable={false}
                        onChange={(value) => setChoice(key, value)}
                        invalid={Boolean(server[`methodProviders.${key}`])}
                        errorMessage={server[`methodProviders.${key}`]}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed">
          {t("settings.choicesHelp")}
        </Text>
        <StepSection title={t("settings.bankWire")} description={t("settings.bankWireHelp")}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextField
              label={t("settings.accountHolder")}
              value={form.bankWire.accountHolder}
              onChange={(value) => setBank("accountHolder", value)}
              maxLength={70}
              error={errorFor("bankWire.accountHolder")}
            />
            <TextField
              label={t("settings.iban")}
              value={form.bankWire.iban}
              onChange={(value) => setBank("iban", value)}
              placeholder="DE89 3704 0044 0532 0130 00"
              error={errorFor("bankWire.iban")}
            />
            <TextField
              label={t("settings.bic")}
              value={form.bankWire.bic}
              onChange={(value) => setBank("bic", value)}
              placeholder="COBADEFFXXX"
              error={errorFor("bankWire.bic")}
            />
          </SimpleGrid>
        </StepSection>
        <Group justify="flex-end">
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
