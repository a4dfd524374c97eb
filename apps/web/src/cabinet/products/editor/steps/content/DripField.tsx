import { Group, Radio, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { COURSE_LIMITS } from "@sellwerk/domain";
import { DateTimeField } from "../../../../../ui/fields/DateTimeField.tsx";
import { IntegerField } from "../../../../../ui/fields/IntegerField.tsx";
import type { LessonForm } from "./lessonForm.ts";

/** When the lesson opens: at once, some days after the buyer got access, or on a date. */
export function DripField({
  values,
  onChange,
  errorFor,
}: {
  values: Pick<LessonForm, "dripMode" | "dripDays" | "dripDate">;
  onChange: (change: Partial<LessonForm>) => void;
  errorFor: (path: string) => string | undefined;
}) {
  const { t } = useTranslation("catalogContent");
  return (
    <Radio.Group
      label={t("lesson.drip")}
      value={values.dripMode}
      onChange={(mode) => onChange({ dripMode: mode })}
    >
      <Stack gap="xs" mt="xs">
        <Radio value="none" label={t("lesson.dripModes.none")} />
        <Group gap="sm" align="center">
          <Radio value="days" label={t("lesson.dripModes.days")} />
          {values.dripMode === "days" && (
            <IntegerField
              size="xs"
              w={110}
              aria-label={t("lesson.dripDays")}
              min={1}
              max={COURSE_LIMITS.dripDaysMax}
              value={values.dripDays}
              onChange={(dripDays) => onChange({ dripDays })}
              error={errorFor("dripDays")}
            />
          )}
        </Group>
        <Group gap="sm" align="center">
          <Radio value="date" label={t("lesson.dripModes.date")} />
          {values.dripMode === "date" && (
            <DateTimeField
              size="xs"
              aria-label={t("lesson.dripDate")}
              value={values.dripDate}
              onChange={(dripDate) => onChange({ dripDate })}
              error={errorFor("dripDate")}
            />
          )}
        </Group>
        {values.dripMode === "none" && errorFor("dripDate") && (
          <span
            role="alert"
            style={{ color: "var(--mantine-color-error)", fontSize: "var(--mantine-font-size-xs)" }}
          >
            {errorFor("dripDate")}
          </span>
        )}
      </Stack>
    </Radio.Group>
  );
}
