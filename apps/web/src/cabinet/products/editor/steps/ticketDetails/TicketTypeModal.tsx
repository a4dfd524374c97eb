import { useMemo, useState } from "react";
import { Chip, Group, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { INPUT_RANGE, PRODUCT_TEXT_LIMIT } from "@sellwerk/domain";
import type { TicketType } from "../../../../../api/catalogContent.ts";
import { IntegerField } from "../../../../../ui/fields/IntegerField.tsx";
import { MoneyField } from "../../../../../ui/fields/MoneyField.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { useIssueText } from "../content/useIssueText.ts";
import { PartFormModal } from "../parts/PartFormModal.tsx";
import type { PartEdit } from "../parts/usePartEdit.ts";
import { QUOTA_CHOICES, validateTicketType, type TicketTypeForm } from "./eventForms.ts";

/** Adding or changing a ticket type: name, price or free, quota (45 and 75 offered), active. */
export function TicketTypeModal({
  title,
  initial,
  existing,
  currency,
  edit,
  onSave,
  onClose,
}: {
  title: string;
  initial: TicketTypeForm;
  /** The ticket type being changed, for its sold and reserved tickets. */
  existing: TicketType | null;
  currency: string;
  edit: PartEdit;
  onSave: (form: TicketTypeForm) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation("catalogContent");
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const issues = useMemo(() => validateTicketType(values, existing), [values, existing]);
  const errorFor = useIssueText(issues, submitted, edit.error);
  const set = (change: Partial<TicketTypeForm>) => setValues((v) => ({ ...v, ...change }));
  const quotaChoice =
    values.quota === null
      ? "unlimited"
      : (QUOTA_CHOICES as readonly number[]).includes(values.quota)
        ? String(values.quota)
        : "own";

  return (
    <PartFormModal
      title={title}
      edit={edit}
      valid={Object.keys(issues).length === 0}
      saveLabel={t("tickets.save")}
      onTried={() => setSubmitted(true)}
      onSave={() => onSave(values)}
      onClose={onClose}
    >
      <TextField
        label={t("tickets.name")}
        value={values.name}
        onChange={(name) => set({ name })}
        required
        touched={submitted}
        maxLength={PRODUCT_TEXT_LIMIT}
        error={errorFor("name")}
      />
      <Switch
        label={t("tickets.free")}
        checked={values.free}
        onChange={(event) => set({ free: event.currentTarget.checked })}
      />
      {!values.free && (
        <MoneyField
          label={t("tickets.price")}
          currency={currency}
          value={values.price}
          onChange={(price) => set({ price: price ?? 0 })}
          error={errorFor("price")}
        />
      )}
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t("tickets.quota")}
        </Text>
        <Chip.Group
          value={quotaChoice}
          onChange={(choice) => {
            if (choice === "unlimited") set({ quota: null });
            else if (choice !== "own") set({ quota: Number(choice) });
          }}
        >
          <Group gap="xs">
            {QUOTA_CHOICES.map((n) => (
              <Chip key={n} value={String(n)} size="xs">
                {t("tickets.quotaOf", { count: n })}
              </Chip>
            ))}
            <Chip value="unlimited" size="xs">
              {t("tickets.unlimited")}
            </Chip>
          </Group>
        </Chip.Group>
        <IntegerField
          aria-label={t("tickets.quota")}
          description={
            existing
              ? t("tickets.quotaFloor", { count: existing.soldCount + existing.reservedCount })
              : undefined
          }
          min={INPUT_RANGE.min}
          max={INPUT_RANGE.max}
          value={values.quota}
          onChange={(quota) => set({ quota })}
          placeholder={t("tickets.unlimited")}
          error={errorFor("quota")}
        />
      </Stack>
      <Switch
        label={t("tickets.active")}
        checked={values.active}
        onChange={(event) => set({ active: event.currentTarget.checked })}
      />
    </PartFormModal>
  );
}
