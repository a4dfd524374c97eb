import { useState } from "react";
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@sellwerk/domain";
import { PasswordField } from "../ui/fields/PasswordField.tsx";
import { useValidationMessage } from "../ui/useValidationMessage.ts";
import { PasswordStrengthHint } from "./PasswordStrengthHint.tsx";

/** State of a "new password + repeat it" pair, checked by the domain's 8–40 rule. */
export function useNewPassword(initial = "") {
  const [password, setPassword] = useState(initial);
  const [confirmation, setConfirmation] = useState(initial);
  const rule = password ? checkPassword(password) : null;
  const mismatch = confirmation !== "" && confirmation !== password;
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    rule,
    mismatch,
    valid: password !== "" && rule === null && confirmation === password,
    reset: () => {
      setPassword("");
      setConfirmation("");
    },
  };
}

export type NewPasswordState = ReturnType<typeof useNewPassword>;

export function NewPasswordFields({
  state,
  touched,
  serverError,
  withRepeat = true,
  label,
}: {
  state: NewPasswordState;
  touched: boolean;
  serverError?: string;
  withRepeat?: boolean;
  /** "Password" on sign-up, where there is no old one; "New password" elsewhere. */
  label?: string;
}) {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const ruleMessage = state.rule
    ? message(state.rule, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
    : undefined;
  return (
    <Stack gap="xs">
      <PasswordField
        label={label ?? t("fields.newPassword")}
        description={t("password.rule", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        autoComplete="new-password"
        value={state.password}
        onChange={state.setPassword}
        required
        touched={touched}
        error={
          serverError ?? (touched || state.password.length >= PASSWORD_MIN_LENGTH ? ruleMessage : undefined)
        }
      />
      <PasswordStrengthHint password={state.password} />
      {withRepeat && (
        <PasswordField
          label={t("fields.repeatPassword")}
          autoComplete="new-password"
          value={state.confirmation}
          onChange={state.setConfirmation}
          required
          touched={touched}
          error={state.mismatch ? t("password.mismatch") : undefined}
        />
      )}
    </Stack>
  );
}
