import { useState } from "react";
import { Alert, Code, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy, IconRestore } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_CREDIT_MEMO_NUMBER_FORMAT,
  DEFAULT_INVOICE_NUMBER_FORMAT,
  INVOICE_NUMBER_FORMAT_MAX_LENGTH,
} from "@sellwerk/domain";
import type { InvoiceSettings, NextSequences } from "../../../api/invoiceTypes.ts";
import { useSaveNumberFormats, type NumberFormatsInput } from "../../../api/invoiceSettings.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { TextField } from "../../../ui/fields/TextField.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useFormErrors } from "../../../ui/useFormErrors.ts";
import { StepSection } from "../../products/editor/steps/form/StepSection.tsx";
import { formatIssues, previewNumber } from "./invoiceSettingsForm.ts";

type Field = keyof NumberFormatsInput;

/** The two number formats, each with the number it would give next, saved together. */
export function NumberFormatsForm({ settings }: { settings: InvoiceSettings }) {
  const { t } = useTranslation("billing");
  const errorText = useErrorText();
  const save = useSaveNumberFormats();
  const [form, setForm] = useState<NumberFormatsInput>({
    invoiceNumberFormat: settings.invoiceNumberFormat,
    creditMemoNumberFormat: settings.creditMemoNumberFormat,
  });
  const [tried, setTried] = useState(false);
  const issues = formatIssues(form);
  const { server, errorFor } = useFormErrors(issues, tried, save.error);

  const submit = () => {
    setTried(true);
    if (Object.keys(issues).length > 0) return;
    save.mutate(
      {
        invoiceNumberFormat: form.invoiceNumberFormat.trim(),
        creditMemoNumberFormat: form.creditMemoNumberFormat.trim(),
      },
      {
        onSuccess: (saved) => {
          setForm({
            invoiceNumberFormat: saved.invoiceNumberFormat,
            creditMemoNumberFormat: saved.creditMemoNumberFormat,
          });
          setTried(false);
          notify({ kind: "success", message: t("settings.formats.saved") });
        },
      },
    );
  };

  const field = (name: Field, sequences: NextSequences) => {
    const preview = previewNumber(form[name], settings.counters, sequences);
    return (
      <Stack gap={4}>
        <TextField
          label={t(`settings.formats.${name}`)}
          value={form[name]}
          onChange={(value) => setForm((f) => ({ ...f, [name]: value }))}
          maxLength={INVOICE_NUMBER_FORMAT_MAX_LENGTH + 10}
          required
          touched={tried}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          error={errorFor(name)}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {preview ? (
            <>
              {t("settings.formats.next")} <Code>{preview}</Code>
            </>
          ) : (
            t("settings.formats.noPreview")
          )}
        </Text>
      </Stack>
    );
  };

  return (
    <form
      noValidate
      aria-label={t("settings.formats.title")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <StepSection title={t("settings.formats.title")} description={t("settings.formats.description")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field("invoiceNumberFormat", settings.counters.invoice)}
          {field("creditMemoNumberFormat", settings.counters.creditMemo)}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t("settings.formats.placeholders", {
            year4: "{YYYY}",
            year2: "{YY}",
            month: "{MM}",
            counter: "{NNNNN}",
          })}
        </Text>
        {save.isError && Object.keys(server).length === 0 && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <Group justify="space-between">
          <AppButton
            kind="secondary"
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={() =>
              setForm({
                invoiceNumberFormat: DEFAULT_INVOICE_NUMBER_FORMAT,
                creditMemoNumberFormat: DEFAULT_CREDIT_MEMO_NUMBER_FORMAT,
              })
            }
          >
            {t("settings.formats.defaults")}
          </AppButton>
          <AppButton
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t("settings.formats.save")}
          </AppButton>
        </Group>
      </StepSection>
    </form>
  );
}
