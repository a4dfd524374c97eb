import { useState } from "react";
import { Radio, Stack, Text } from "@mantine/core";
import { IconCalendarTime } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  EXPORT_DELIVERIES,
  EXPORT_FREQUENCIES,
  MAX_EXPORT_MONTH_DAY,
  type ExportList,
} from "@sellwerk/domain";
import { fieldErrors } from "../../api/client/errors.ts";
import { useCreateSchedule, type ScheduleRequest } from "../../api/exports.ts";
import { AppButton } from "../AppButton.tsx";
import { FormModal } from "../FormModal.tsx";
import { SelectField } from "../fields/SelectField.tsx";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import { notify } from "../notify.ts";
import type { ListController } from "./useList.ts";
import { exportFilters } from "./exportFilters.ts";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * "Schedule this export" beside a list's export: the list's filters as they stand (and, for
 * orders, the chosen columns) exported daily, weekly or monthly and mailed to the seller or the
 * addresses given. Schedules are kept under /cabinet/exports.
 */
export function ScheduleExportButton<T>({
  list,
  exportList,
}: {
  list: ListController<T>;
  exportList: ExportList;
}) {
  const { t } = useTranslation("exports");
  const [open, setOpen] = useState(false);
  return (
    <>
      <AppButton
        kind="secondary"
        leftSection={<IconCalendarTime size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t("schedule.open")}
      </AppButton>
      {open && (
        <ScheduleForm filters={exportFilters(list)} exportList={exportList} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function ScheduleForm({
  filters,
  exportList,
  onClose,
}: {
  filters: Record<string, string>;
  exportList: ExportList;
  onClose: () => void;
}) {
  const { t } = useTranslation("exports");
  const create = useCreateSchedule();
  const [frequency, setFrequency] = useState<ScheduleRequest["frequency"]>("weekly");
  const [weekday, setWeekday] = useState<number>(1);
  const [monthDay, setMonthDay] = useState<number>(1);
  const [delivery, setDelivery] = useState<ScheduleRequest["delivery"]>("attachment");
  const [recipients, setRecipients] = useState("");
  const server = fieldErrors(create.error);
  // A bad address names its position (recipients.2): show it on the one field.
  const recipientsError = Object.entries(server).find(([key]) => key.startsWith("recipients"))?.[1];
  const submit = () =>
    create.mutate(
      {
        list: exportList,
        filters,
        frequency,
        weekday: frequency === "weekly" ? weekday : null,
        monthDay: frequency === "monthly" ? monthDay : null,
        delivery,
        recipients: recipients
          .split(/[\s,;]+/)
          .map((r) => r.trim())
          .filter(Boolean),
      },
      {
        onSuccess: () => {
          notify({ kind: "success", message: t("schedule.saved") });
          onClose();
        },
      },
    );
  const filterCount = Object.keys(filters).length;
  return (
    <FormModal
      title={t("schedule.title", { list: t(`lists.${exportList}`) })}
      busy={create.isPending}
      submitLabel={t("schedule.submit")}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {filterCount ? t("schedule.withFilters", { count: filterCount }) : t("schedule.noFilters")}
      </Text>
      <SelectField
        label={t("schedule.frequency")}
        value={frequency}
        onChange={(v) => v && setFrequency(v as ScheduleRequest["frequency"])}
        options={EXPORT_FREQUENCIES.map((f) => ({ value: f, label: t(`frequencies.${f}`) }))}
        searchable={false}
        required
      />
      {frequency === "weekly" && (
        <SelectField
          label={t("schedule.weekday")}
          value={weekday}
          onChange={(v) => v && setWeekday(Number(v))}
          options={WEEKDAYS.map((d) => ({ value: d, label: t(`weekdays.${d}`) }))}
          searchable={false}
          invalid={Boolean(server.weekday)}
          errorMessage={server.weekday}
          required
        />
      )}
      {frequency === "monthly" && (
        <SelectField
          label={t("schedule.monthDay")}
          description={t("schedule.monthDayHint", { max: MAX_EXPORT_MONTH_DAY })}
          value={monthDay}
          onChange={(v) => v && setMonthDay(Number(v))}
          options={Array.from({ length: MAX_EXPORT_MONTH_DAY }, (_, i) => ({
            value: i + 1,
            label: `${i + 1}.`,
          }))}
          invalid={Boolean(server.monthDay)}
          errorMessage={server.monthDay}
          required
        />
      )}
      <Radio.Group label={t("schedule.delivery")} value={delivery} onChange={(v) => setDelivery(v)}>
        <Stack gap={6} mt={6}>
          {EXPORT_DELIVERIES.map((d) => (
            <Radio key={d} value={d} label={t(`deliveries.${d}`)} description={t(`deliveryHints.${d}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <TextAreaField
        label={t("schedule.recipients")}
        description={t("schedule.recipientsHint")}
        value={recipients}
        onChange={setRecipients}
        error={recipientsError}
        autosize
        minRows={2}
      />
    </FormModal>
  );
}
