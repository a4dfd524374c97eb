import { useMemo, useState } from "react";
import { Group, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PRODUCT_TEXT_LIMIT } from "@sellwerk/domain";
import { DateTimeField } from "../../../../../ui/fields/DateTimeField.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { useIssueText } from "../content/useIssueText.ts";
import { PartFormModal } from "../parts/PartFormModal.tsx";
import type { PartEdit } from "../parts/usePartEdit.ts";
import { validateEvent, type EventForm } from "./eventForms.ts";

/** Adding or changing an event: name, location, start and end, and the ticket sales window. */
export function EventModal({
  title,
  initial,
  edit,
  onSave,
  onClose,
}: {
  title: string;
  initial: EventForm;
  edit: PartEdit;
  onSave: (form: EventForm) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation("catalogContent");
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const issues = useMemo(() => validateEvent(values), [values]);
  const errorFor = useIssueText(issues, submitted, edit.error);
  const set = (change: Partial<EventForm>) => setValues((v) => ({ ...v, ...change }));

  return (
    <PartFormModal
      title={title}
      size="medium"
      edit={edit}
      valid={Object.keys(issues).length === 0}
      saveLabel={t("events.save")}
      onTried={() => setSubmitted(true)}
      onSave={() => onSave(values)}
      onClose={onClose}
    >
      <TextField
        label={t("events.name")}
        value={values.name}
        onChange={(name) => set({ name })}
        required
        touched={submitted}
        maxLength={PRODUCT_TEXT_LIMIT}
        error={errorFor("name")}
      />
      <TextField
        label={t("events.location")}
        value={values.location}
        onChange={(location) => set({ location })}
        maxLength={PRODUCT_TEXT_LIMIT}
        error={errorFor("location")}
      />
      <Group grow align="flex-start">
        <DateTimeField
          label={t("events.startsAt")}
          withAsterisk
          value={values.startsAt}
          onChange={(startsAt) => set({ startsAt: startsAt ?? "" })}
          error={errorFor("startsAt")}
        />
        <DateTimeField
          label={t("events.endsAt")}
          withAsterisk
          value={values.endsAt}
          onChange={(endsAt) => set({ endsAt: endsAt ?? "" })}
          error={errorFor("endsAt")}
        />
      </Group>
      <Group grow align="flex-start">
        <DateTimeField
          label={t("events.salesStartAt")}
          description={t("events.salesStartHint")}
          value={values.salesStartAt}
          onChange={(salesStartAt) => set({ salesStartAt })}
          error={errorFor("salesStartAt")}
        />
        <DateTimeField
          label={t("events.salesEndAt")}
          description={t("events.salesEndHint")}
          value={values.salesEndAt}
          onChange={(salesEndAt) => set({ salesEndAt })}
          error={errorFor("salesEndAt")}
        />
      </Group>
      <Switch
        label={t("events.active")}
        checked={values.active}
        onChange={(event) => set({ active: event.currentTarget.checked })}
      />
    </PartFormModal>
  );
}
