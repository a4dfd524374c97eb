import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { trimOnBlur } from "@sellwerk/domain";
import { useRequiredState } from "./useRequiredState.ts";

export interface TextFieldProps extends Omit<TextInputProps, "value" | "onChange" | "required"> {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  requiredMessage?: string;
  /** Set by the form after a submit attempt, so untouched required fields show their message too. */
  touched?: boolean;
}

/** Text input trimmed on blur; a required one left empty says so (spec two §5). */
export function TextField({
  value,
  onChange,
  required,
  requiredMessage,
  touched,
  error,
  onBlur,
  ...props
}: TextFieldProps) {
  const { t } = useTranslation();
  const { showRequired, markTouched } = useRequiredState(required, value.trim() === "", touched);
  return (
    <TextInput
      {...props}
      value={value}
      withAsterisk={required}
      aria-required={required}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const trimmed = trimOnBlur(value);
        if (trimmed !== value) onChange(trimmed);
        markTouched();
        onBlur?.(event);
      }}
      error={error ?? (showRequired ? (requiredMessage ?? t("contracts:validation.required")) : undefined)}
    />
  );
}
