import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { IntervalUnit, PlanInterval } from "../../../../../api/catalogTypes.ts";
import { IntegerField } from "../../../../../ui/fields/IntegerField.tsx";
import { SelectField } from "../../../../../ui/fields/SelectField.tsx";
import { INTERVAL_MAX, INTERVAL_UNITS } from "./planForm.ts";

export interface IntervalPickerProps {
  label: string;
  value: PlanInterval;
  onChange: (value: PlanInterval) => void;
  error?: string;
}

/** "Every N units", N limited per unit (1–27 days, 1–4 weeks, 1–11 months, 1–2 years). */
export function IntervalPicker({ label, value, onChange, error }: IntervalPickerProps) {
  const { t } = useTranslation("catalog");
  const max = INTERVAL_MAX[value.unit];
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <IntegerField
        label={t("checkout.intervalCount", { label })}
        value={value.count}
        min={1}
        max={max}
        onChange={(count) => onChange({ ...value, count: count ?? 1 })}
        description={t("checkout.intervalRange", { max })}
        error={error}
        w={170}
      />
      <SelectField
        label={t("checkout.intervalUnit", { label })}
        options={INTERVAL_UNITS.map((unit) => ({
          value: unit,
          label: t(`checkout.units.${unit}`, { count: 2 }),
        }))}
        value={value.unit}
        searchable={false}
        onChange={(unit) => {
          if (!unit) return;
          const next = unit as IntervalUnit;
          onChange({ unit: next, count: Math.min(value.count, INTERVAL_MAX[next]) });
        }}
        w={170}
      />
    </Group>
  );
}
