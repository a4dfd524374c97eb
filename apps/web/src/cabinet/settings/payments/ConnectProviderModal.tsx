import { useState } from "react";
import { Alert, SegmentedControl, Stack, Switch, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { credentialFormKey, type PayPalMode } from "@sellwerk/domain";
import type { ProviderAccount } from "../../../api/checkoutSettingsTypes.ts";
import { fieldErrors } from "../../../api/client/errors.ts";
import { useConnectProvider } from "../../../api/paymentSettings.ts";
import { TextField } from "../../../ui/fields/TextField.tsx";
import { PasswordField } from "../../../ui/fields/PasswordField.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useValidationMessage } from "../../../ui/useValidationMessage.ts";
import { FormModal } from "../../../ui/FormModal.tsx";
import {
  credentialFields,
  credentialIssues,
  credentialPayload,
  initialValues,
  secretHint,
  storedFor,
  type CredentialValues,
} from "./credentialForm.ts";

/** Connect a provider or change its credentials; stored secrets show only their masked hint. */
export function ConnectProviderModal({
  account,
  onClose,
}: {
  account: ProviderAccount;
  onClose: () => void;
}) {
  const { t } = useTranslation("checkoutSettings");
  const message = useValidationMessage();
  const errorText = useErrorText();
  const connect = useConnectProvider();
  const paypal = account.provider === "paypal";
  const [mode, setMode] = useState<PayPalMode>(account.mode === "nvp" ? "nvp" : "rest");
  const modeOrNull = paypal ? mode : null;
  const fields = credentialFields(credentialFormKey(account.provider, modeOrNull)!);
  const stored = storedFor(account, modeOrNull);
  const [values, setValues] = useState<CredentialValues>(() => initialValues(account, fields, stored));
  const [tried, setTried] = useState(false);
  const issues = credentialIssues(values, fields, stored);
  const server = fieldErrors(connect.error);
  const errorFor = (key: string) =>
    (tried && issues[key] ? message(issues[key]) : undefined) ?? server[`credentials.${key}`] ?? server[key];
  const name = t(`providers.${account.provider}.name`);

  const switchMode = (next: PayPalMode) => {
    setMode(next);
    const nextFields = credentialFields(credentialFormKey("paypal", next)!);
    setValues(initialValues(account, nextFields, storedFor(account, next)));
    setTried(false);
    connect.reset();
  };

  const submit = () => {
    setTried(true);
    if (Object.keys(issues).length > 0) return;
    connect.mutate(
      {
        provider: account.provider,
        ...(paypal ? { mode } : {}),
        credentials: credentialPayload(values, fields),
      },
      {
        onSuccess: () => {
          notify({ kind: "success", message: t("providers.connected", { name }) });
          onClose();
        },
      },
    );
  };

  const unexplained = connect.isError && Object.keys(server).length === 0;
  return (
    <FormModal
      title={account.connected ? t("providers.editTitle", { name }) : t("providers.connectTitle", { name })}
      size="medium"
      busy={connect.isPending}
      submitLabel={account.connected ? t("providers.save") : t("providers.connect")}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {t(`providers.${account.provider}.help`)}
      </Text>
      {paypal && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("providers.paypalMode")}
          </Text>
          <SegmentedControl
            value={mode}
            onChange={(next) => switchMode(next)}
            data={[
              { value: "rest", label: t("providers.modes.rest") },
              { value: "nvp", label: t("providers.modes.nvp") },
            ]}
          />
        </Stack>
      )}
      {fields.map((f) => {
        const label = t(`credentials.${f.key}`);
        if (f.kind === "switch")
          return (
            <Switch
              key={f.key}
              label={label}
              description={t("credentials.sandboxHelp")}
              checked={values[f.key] === true}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setValues((v) => ({ ...v, [f.key]: checked }));
              }}
            />
          );
        const hint = f.secret ? secretHint(account, f, stored) : null;
        const Field = f.secret ? PasswordField : TextField;
        return (
          <Field
            key={f.key}
            label={label}
            description={hint ? t("credentials.keepSecret", { hint }) : undefined}
            placeholder={hint ?? t(`credentials.placeholders.${f.key}`, { defaultValue: "" })}
            value={typeof values[f.key] === "string" ? (values[f.key] as string) : ""}
            onChange={(value: string) => setValues((v) => ({ ...v, [f.key]: value }))}
            required={!f.optional && !(f.secret && stored)}
            touched={tried}
            autoComplete="off"
            spellCheck={false}
            error={errorFor(f.key)}
          />
        );
      })}
      {unexplained && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(connect.error)}
        </Alert>
      )}
    </FormModal>
  );
}
