import { useState, type KeyboardEvent, type ReactNode } from "react";
import { ActionIcon, Stack, TextInput, type TextInputProps } from "@mantine/core";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useRequiredState } from "./useRequiredState.ts";

export interface NumericTextFieldProps extends Omit<
  TextInputProps,
  "value" | "onChange" | "required" | "rightSection" | "step"
> {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Turns what was typed into the stored value when the field is left. */
  normalize: (input: string) => number | null;
  /** How a stored value reads in the input, in the interface language. */
  format: (value: number) => string;
  /** With a step the field gets up/down arrows (buttons and arrow keys). */
  step?: (value: number | null, direction: "up" | "down") => number;
  required?: boolean;
  requiredMessage?: string;
  touched?: boolean;
}

/**
 * The shared base of float and integer fields: free typing while focused, normalisation on
 * blur. A text input rather than type=number, so "12,5" works in German and nothing is lost
 * while typing.
 */
export function NumericTextField({
  value,
  onChange,
  normalize,
  format,
  step,
  required,
  requiredMessage,
  touched,
  error,
  onBlur,
  onFocus,
  onKeyDown,
  ...props
}: NumericTextFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const { showRequired, markTouched } = useRequiredState(required, value === null && !draft, touched);
  const shown = draft ?? (value === null ? "" : format(value));

  const stepBy = (direction: "up" | "down") => {
    if (!step) return;
    setDraft(null);
    onChange(step(draft === null ? value : normalize(draft), direction));
  };

  const arrows: ReactNode = step ? (
    <Stack gap={0}>
      <ActionIcon
        size="xs"
        variant="subtle"
        aria-label={t("fields.increase")}
        onClick={() => stepBy("up")}
        tabIndex={-1}
      >
        <IconChevronUp size={12} aria-hidden />
      </ActionIcon>
      <ActionIcon
        size="xs"
        variant="subtle"
        aria-label={t("fields.decrease")}
        onClick={() => stepBy("down")}
        tabIndex={-1}
      >
        <IconChevronDown size={12} aria-hidden />
      </ActionIcon>
    </Stack>
  ) : undefined;

  return (
    <TextInput
      inputMode="decimal"
      {...props}
      value={shown}
      withAsterisk={required}
      aria-required={required}
      rightSection={arrows}
      onFocus={(event) => {
        setDraft(shown);
        onFocus?.(event);
      }}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (step && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
          event.preventDefault();
          stepBy(event.key === "ArrowUp" ? "up" : "down");
        }
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        const next = normalize(draft ?? shown);
        setDraft(null);
        if (next !== value) onChange(next);
        markTouched();
        onBlur?.(event);
      }}
      error={error ?? (showRequired ? (requiredMessage ?? t("contracts:validation.required")) : undefined)}
    />
  );
}
