import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRequiredState } from "./useRequiredState.ts";

export interface PasswordFieldProps extends Omit<PasswordInputProps, "value" | "onChange" | "required"> {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  touched?: boolean;
}

/** Passwords are never trimmed: a space may be part of one. Otherwise behaves like TextField. */
export function PasswordField({
  value,
  onChange,
  required,
  touched,
  error,
  onBlur,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const { showRequired, markTouched } = useRequiredState(required, value === "", touched);
  return (
    <PasswordInput
      {...props}
      value={value}
      withAsterisk={required}
      aria-required={required}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        markTouched();
        onBlur?.(event);
      }}
      visibilityToggleButtonProps={{ "aria-label": t("fields.togglePassword") }}
      error={error ?? (showRequired ? t("contracts:validation.required") : undefined)}
    />
  );
}
