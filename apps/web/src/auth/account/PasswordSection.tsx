import { useState } from "react";
import { Alert, Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useChangePassword } from "../../api/account.ts";
import { fieldErrors, isApiError } from "../../api/client/errors.ts";
import { PasswordField } from "../../ui/fields/PasswordField.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { notify } from "../../ui/notify.ts";
import { NewPasswordFields, useNewPassword } from "../NewPasswordFields.tsx";
import { SettingsSection } from "./SettingsSection.tsx";

/** Changing the password ends every other session; this device gets fresh tokens from the answer. */
export function PasswordSection() {
  const { t } = useTranslation("auth");
  const change = useChangePassword();
  const [current, setCurrent] = useState("");
  const next = useNewPassword();
  const [submitted, setSubmitted] = useState(false);
  const errors = fieldErrors(change.error);
  const failure =
    change.error && isApiError(change.error) && !errors.currentPassword && !errors.password
      ? change.error
      : null;

  return (
    <SettingsSection title={t("account.password.title")} description={t("account.password.description")}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (!current || !next.valid) return;
          change.mutate(
            { currentPassword: current, password: next.password },
            {
              onSuccess: () => {
                setCurrent("");
                next.reset();
                setSubmitted(false);
                notify({ kind: "success", message: t("account.password.changed") });
              },
            },
          );
        }}
      >
        <Stack>
          <PasswordField
            label={t("fields.currentPassword")}
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            required
            touched={submitted}
            error={errors.currentPassword}
          />
          <NewPasswordFields state={next} touched={submitted} serverError={errors.password} />
          {failure && (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          )}
          <Group>
            <AppButton type="submit" loading={change.isPending}>
              {t("account.password.submit")}
            </AppButton>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
