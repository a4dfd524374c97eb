import { Textarea, type TextareaProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { textLength, trimOnBlur } from "@sellwerk/domain";
import { useRequiredState } from "./useRequiredState.ts";

export interface TextAreaFieldProps extends Omit<TextareaProps, "value" | "onChange" | "required"> {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  touched?: boolean;
  /** Characters allowed; shown as a counter below the field. */
  maxLength?: number;
}

/** Multi-line text, trimmed on blur like TextField, with an optional character counter. */
export function TextAreaField({
  value,
  onChange,
  required,
  touched,
  maxLength,
  error,
  onBlur,
  description,
  ...props
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const { showRequired, markTouched } = useRequiredState(required, value.trim() === "", touched);
  const length = textLength(value);
  const counter =
    maxLength === undefined ? null : (
      <span style={{ color: length > maxLength ? "var(--mantine-color-error)" : undefined }}>
        {t("fields.characters", { count: length, max: maxLength })}
      </span>
    );
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={12}
      {...props}
      value={value}
      withAsterisk={required}
      aria-required={required}
      description={
        description || counter ? (
          <>
            {description}
            {description && counter ? " · " : null}
            {counter}
          </>
        ) : undefined
      }
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const trimmed = trimOnBlur(value);
        if (trimmed !== value) onChange(trimmed);
        markTouched();
        onBlur?.(event);
      }}
      error={error ?? (showRequired ? t("contracts:validation.required") : undefined)}
    />
  );
}
