import { useState } from "react";
import { Alert, Anchor, Badge, Card, Group, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertCircle, IconCalendarEvent, IconX } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate, VAT_EXEMPTION_REASONS } from "@sellwerk/domain";
import type { InvoiceSettings, VatSettings } from "../../../api/invoiceTypes.ts";
import { useCancelVatChange, useScheduleVatChange } from "../../../api/invoiceSettings.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { SelectField } from "../../../ui/fields/SelectField.tsx";
import { TextField } from "../../../ui/fields/TextField.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useFormErrors } from "../../../ui/useFormErrors.ts";
import { useFormat } from "../../../ui/useFormat.ts";
import { StepSection } from "../../products/editor/steps/form/StepSection.tsx";
import {
  documentToday,
  newVatChangeForm,
  vatChangeIssues,
  vatChangePayload,
  type VatChangeForm,
} from "./invoiceSettingsForm.ts";

/** "VAT payer, VAT ID DE…" / "Not a VAT payer: small business". */
function useVatText() {
  const { t } = useTranslation("billing");
  return (vat: VatSettings) =>
    vat.vatPayer
      ? t("settings.vat.payer", { vatNo: vat.vatNo ?? "–" })
      : t("settings.vat.notPayer", {
          reason: vat.vatExemptionReason
            ? t(`catalog:profile.exemptionReasons.${vat.vatExemptionReason}`)
            : "–",
        });
}

/** The change waiting for its day, and taking it back while the worker has not started on it. */
function PendingChangeCard({ settings }: { settings: InvoiceSettings }) {
  const { t } = useTranslation("billing");
  const format = useFormat();
  const vatText = useVatText();
  const errorText = useErrorText();
  const cancel = useCancelVatChange();
  const [confirming, setConfirming] = useState(false);
  const pending = settings.pendingVatChange!;
  const day = formatDate(pending.effectiveOn, format.locale);
  return (
    <Card withBorder padding="md" aria-label={t("settings.vat.pendingTitle")}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{t("settings.vat.pendingTitle")}</Text>
            <Badge color={pending.state === "pending" ? "yellow" : "blue"} variant="light">
              {t(`settings.vat.states.${pending.state}`)}
            </Badge>
          </Group>
          <Text size="sm">{t("settings.vat.pendingText", { day, settings: vatText(pending) })}</Text>
        </Stack>
        {pending.state === "pending" && (
          <AppButton
            kind="secondary"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t("settings.vat.cancel")}
          </AppButton>
        )}
      </Group>
      {cancel.isError && (
        <Alert mt="sm" color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(cancel.error)}
        </Alert>
      )}
      <ConfirmModal
        opened={confirming}
        title={t("settings.vat.cancelTitle")}
        confirmLabel={t("settings.vat.cancel")}
        danger
        loading={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSettled: () => setConfirming(false),
            onSuccess: () => notify({ kind: "success", message: t("settings.vat.cancelled") }),
          })
        }
      >
        {t("settings.vat.cancelText", { day })}
      </ConfirmModal>
    </Card>
  );
}

/** Schedules new VAT settings from a later day on (replacing a pending change). */
function ScheduleForm({ replacing }: { replacing: boolean }) {
  const { t } = useTranslation("billing");
  const errorText = useErrorText();
  const schedule = useScheduleVatChange();
  const [form, setForm] = useState<VatChangeForm>(newVatChangeForm);
  const [tried, setTried] = useState(false);
  const issues = vatChangeIssues(form);
  const { server, errorFor } = useFormErrors(issues, tried, schedule.error);
  // The date picker's hint only; the day is checked against today in Germany either way.
  const [tomorrow] = useState(() => documentToday(new Date(Date.now() + 24 * 60 * 60 * 1000)));

  const submit = () => {
    setTried(true);
    if (Object.keys(issues).length > 0) return;
    schedule.mutate(vatChangePayload(form), {
      onSuccess: () => {
        setForm(newVatChangeForm());
        setTried(false);
        notify({ kind: "success", message: t("settings.vat.scheduled") });
      },
    });
  };

  return (
    <form
      noValidate
      aria-label={t("settings.vat.scheduleTitle")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text fw={600}>{t(replacing ? "settings.vat.replaceTitle" : "settings.vat.scheduleTitle")}</Text>
        <Radio.Group
          label={t("catalog:profile.fields.vatPayer")}
          value={form.vatPayer}
          onChange={(value) => setForm((f) => ({ ...f, vatPayer: value }))}
          withAsterisk
          error={errorFor("vatPayer")}
        >
          <Group gap="lg" mt={6}>
            <Radio value="yes" label={t("catalog:profile.vatPayerYes")} />
            <Radio value="no" label={t("catalog:profile.vatPayerNo")} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {form.vatPayer === "yes" && (
            <TextField
              label={t("catalog:profile.fields.vatNo")}
              value={form.vatNo}
              onChange={(vatNo) => setForm((f) => ({ ...f, vatNo }))}
              required
              touched={tried}
              placeholder="DE123456789"
              error={errorFor("vatNo")}
            />
          )}
          {form.vatPayer === "no" && (
            <SelectField
              label={t("catalog:profile.fields.vatExemptionReason")}
              options={VAT_EXEMPTION_REASONS.map((reason) => ({
                value: reason,
                label: t(`catalog:profile.exemptionReasons.${reason}`),
              }))}
              value={form.vatExemptionReason}
              searchable={false}
              onChange={(value) =>
                setForm((f) => ({ ...f, vatExemptionReason: value as VatChangeForm["vatExemptionReason"] }))
              }
              required
              touched={tried}
              invalid={Boolean(errorFor("vatExemptionReason"))}
              errorMessage={errorFor("vatExemptionReason")}
            />
          )}
          <TextInput
            type="date"
            label={t("settings.vat.effectiveOn")}
            description={t("settings.vat.effectiveOnHelp")}
            // The help under the input, so the row's inputs line up with the VAT id's.
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={form.effectiveOn}
            min={tomorrow}
            onChange={(event) => {
              // Read now: React clears currentTarget once the handler has returned.
              const effectiveOn = event.currentTarget.value;
              setForm((f) => ({ ...f, effectiveOn }));
            }}
            withAsterisk
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
            error={errorFor("effectiveOn")}
          />
        </SimpleGrid>
        {schedule.isError && Object.keys(server).length === 0 && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(schedule.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <AppButton type="submit" loading={schedule.isPending}>
            {t("settings.vat.schedule")}
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}

/** The profile's VAT settings as they apply today, the change waiting for its day, a new one. */
export function VatChangeSection({ settings }: { settings: InvoiceSettings }) {
  const { t } = useTranslation("billing");
  const vatText = useVatText();
  const inProcess = settings.pendingVatChange?.state === "in_process";
  return (
    <StepSection title={t("settings.vat.title")} description={t("settings.vat.description")}>
      <Text size="sm">
        {t("settings.vat.current")} <strong>{vatText(settings.vat)}</strong>{" "}
        <Anchor component={Link} to="/cabinet/profile/edit" size="sm">
          {t("settings.vat.editProfile")}
        </Anchor>
      </Text>
      {settings.pendingVatChange && <PendingChangeCard settings={settings} />}
      {!inProcess && <ScheduleForm replacing={settings.pendingVatChange !== null} />}
    </StepSection>
  );
}
