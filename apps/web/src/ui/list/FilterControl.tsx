import { Group, MultiSelect, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SelectField } from "../fields/SelectField.tsx";
import { IntegerField } from "../fields/IntegerField.tsx";
import { filterParams } from "./listState.ts";
import type { FilterDefinition, FilterValue } from "./listTypes.ts";

interface FilterControlProps {
  definition: FilterDefinition;
  values: Record<string, FilterValue>;
  onChange: (param: string, value: FilterValue | null) => void;
}

function single(value: FilterValue | undefined): string {
  return typeof value === "string" ? value : "";
}

/** One control per filter type; range filters show their two halves side by side. */
export function FilterControl({ definition, values, onChange }: FilterControlProps) {
  const { t } = useTranslation();
  const label = t(definition.labelKey);
  const [first, second] = filterParams(definition);
  if (!first) return null;
  const value = values[first.param];

  switch (definition.control) {
    case "select":
    case "boolean": {
      const options =
        definition.control === "boolean"
          ? [
              { value: "true", label: t("list.yes") },
              { value: "false", label: t("list.no") },
            ]
          : definition.options.map((option) => ({
              value: option.value,
              label: option.label ?? t(option.labelKey),
            }));
      return (
        <SelectField
          label={label}
          options={options}
          value={single(value)}
          onChange={(next) => onChange(first.param, next)}
          clearable
          searchable={(definition.control === "select" && definition.searchable) || options.length > 6}
          placeholder={t("list.any")}
        />
      );
    }
    case "multiselect":
      return (
        <MultiSelect
          label={label}
          data={definition.options.map((option) => ({
            value: option.value,
            label: option.label ?? t(option.labelKey),
          }))}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(first.param, next)}
          clearable
          placeholder={t("list.any")}
        />
      );
    case "number":
    case "numberRange": {
      const toNumber = (raw: FilterValue | undefined) => (single(raw) === "" ? null : Number(single(raw)));
      const field = (param: string, fieldLabel: string) => (
        <IntegerField
          key={param}
          label={fieldLabel}
          min={definition.min}
          max={definition.max}
          value={toNumber(values[param])}
          onChange={(next) => onChange(param, next === null ? null : String(next))}
          miw={0}
        />
      );
      if (definition.control === "number" || !second) return field(first.param, label);
      return (
        <Group gap="xs" align="flex-end" grow wrap="nowrap">
          {field(first.param, `${label} ${t("list.from")}`)}
          {field(second.param, `${label} ${t("list.till")}`)}
        </Group>
      );
    }
    case "dateRange": {
      const type = definition.variant === "time" ? "datetime-local" : "date";
      return (
        <Group gap="xs" align="flex-end" grow wrap="nowrap">
          {[first, second].map((half) =>
            half ? (
              <TextInput
                key={half.param}
                type={type}
                label={`${label} ${t(half.bound === "from" ? "list.from" : "list.till")}`}
                value={single(values[half.param])}
                onChange={(event) => onChange(half.param, event.currentTarget.value || null)}
                miw={0}
              />
            ) : null,
          )}
        </Group>
      );
    }
    default:
      return (
        <TextInput
          label={label}
          defaultValue={single(value)}
          key={single(value)}
          onBlur={(event) => onChange(first.param, event.currentTarget.value.trim() || null)}
          onKeyDown={(event) => {
            if (event.key === "Enter") onChange(first.param, event.currentTarget.value.trim() || null);
          }}
        />
      );
  }
}
