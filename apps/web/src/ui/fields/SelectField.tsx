import { Group, Loader, Select, type SelectProps } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SELECT_DEFAULTS } from "@sellwerk/domain";
import { useRequiredState } from "./useRequiredState.ts";
import { InfoPopover } from "../InfoPopover.tsx";

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectProps,
  "data" | "value" | "onChange" | "required" | "error" | "searchable" | "clearable"
> {
  options: readonly SelectOption[];
  value: string | number | null | undefined;
  onChange: (value: string | null) => void;
  required?: boolean;
  requiredMessage?: string;
  /** With an error message, shows that message (spec two §5). */
  invalid?: boolean;
  errorMessage?: string;
  searchable?: boolean;
  clearable?: boolean;
  loading?: boolean;
  noOptionsMessage?: string;
  /** Optional help popover below the label (spec two §3: keyed by field, title and content). */
  info?: { title?: string; content: string };
  touched?: boolean;
}

/**
 * The spec's select (spec two §3/§5): searchable by default, not clearable by default, values
 * matched as text, a required message with a warning icon after leaving it empty.
 */
export function SelectField({
  options,
  value,
  onChange,
  required,
  requiredMessage,
  invalid,
  errorMessage,
  searchable = SELECT_DEFAULTS.searchable,
  clearable = SELECT_DEFAULTS.clearable,
  loading,
  noOptionsMessage,
  info,
  touched,
  label,
  description,
  disabled,
  onBlur,
  ...props
}: SelectFieldProps) {
  const { t } = useTranslation();
  const selected = value === null || value === undefined || value === "" ? null : String(value);
  const { showRequired, markTouched } = useRequiredState(required, selected === null, touched);
  const data = options.map((option) => ({ value: String(option.value), label: option.label }));

  let error: React.ReactNode;
  if (invalid && errorMessage) error = errorMessage;
  else if (showRequired)
    error = (
      <Group gap={4} component="span" wrap="nowrap">
        <IconAlertTriangle size={14} aria-hidden />
        {requiredMessage ?? t("contracts:validation.required")}
      </Group>
    );

  return (
    <Select
      {...props}
      label={label}
      description={
        // Beside the description, not inside the <label>: a button within a label would become
        // part of the field's accessible name.
        info ? (
          <Group gap={4} component="span" wrap="nowrap">
            {description}
            <InfoPopover
              title={info.title}
              content={info.content}
              label={typeof label === "string" ? t("fields.moreInfoAbout", { field: label }) : undefined}
            />
          </Group>
        ) : (
          description
        )
      }
      data={data}
      value={selected}
      onChange={(next) => onChange(next)}
      searchable={searchable}
      clearable={clearable}
      withAsterisk={required}
      aria-required={required}
      aria-invalid={Boolean(error)}
      disabled={disabled || loading}
      rightSection={loading ? <Loader size="xs" aria-label={t("loading")} /> : undefined}
      nothingFoundMessage={noOptionsMessage ?? t("fields.noOptions")}
      onBlur={(event) => {
        markTouched();
        onBlur?.(event);
      }}
      error={error}
    />
  );
}
