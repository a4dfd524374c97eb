import { useRef } from "react";
import { Button, Group, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LANDING_BODY_MAX, LANDING_PLACEHOLDERS } from "@sellwerk/domain";
import { TextAreaField } from "../../../ui/fields/TextAreaField.tsx";
import { TextField } from "../../../ui/fields/TextField.tsx";
import type { ProgramFormState } from "./programForm.ts";

/**
 * The program's landing page (/affiliate_programs/{id}): its text with the placeholders a click
 * inserts where the cursor stands, or — with the page off — the URL publishers are sent to.
 */
export function LandingFields({
  form,
  onChange,
  errorFor,
}: {
  form: ProgramFormState;
  onChange: (next: ProgramFormState) => void;
  errorFor: (path: string) => string | undefined;
}) {
  const { t } = useTranslation("affiliates");
  const body = useRef<HTMLTextAreaElement>(null);

  const insert = (placeholder: string) => {
    const text = `{${placeholder}}`;
    const field = body.current;
    const start = field?.selectionStart ?? form.landingBody.length;
    const end = field?.selectionEnd ?? start;
    onChange({ ...form, landingBody: form.landingBody.slice(0, start) + text + form.landingBody.slice(end) });
    // The cursor goes behind the inserted placeholder once React wrote the new text.
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  return (
    <Stack gap="sm">
      <Switch
        label={t("form.landingEnabled")}
        description={t("form.landingEnabledHelp")}
        checked={!form.disableLandingPage}
        onChange={(event) => onChange({ ...form, disableLandingPage: !event.currentTarget.checked })}
      />
      {form.disableLandingPage ? (
        <TextField
          label={t("form.redirectionUrl")}
          description={t("form.redirectionUrlHelp")}
          type="url"
          value={form.redirectionUrl ?? ""}
          placeholder="https://"
          onChange={(url) => onChange({ ...form, redirectionUrl: url })}
          error={errorFor("redirectionUrl")}
        />
      ) : (
        <Stack gap={6}>
          <TextAreaField
            ref={body}
            label={t("form.landingBody")}
            description={t("form.landingBodyHelp")}
            value={form.landingBody}
            maxLength={LANDING_BODY_MAX}
            minRows={5}
            onChange={(landingBody) => onChange({ ...form, landingBody })}
            error={errorFor("landingBody")}
          />
          <Group gap="xs" aria-label={t("form.placeholders")} role="group">
            <Text size="xs" c="dimmed">
              {t("form.placeholders")}
            </Text>
            {LANDING_PLACEHOLDERS.map((name) => (
              <Button
                key={name}
                size="compact-xs"
                variant="light"
                radius="xl"
                ff="monospace"
                onClick={() => insert(name)}
                title={t(`form.placeholderHelp.${name}`)}
              >
                {`{${name}}`}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
