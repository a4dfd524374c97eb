import type { ReactNode } from "react";
import { Alert, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../../../api/client/errors.ts";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { useErrorText } from "../../../../../ui/useErrorText.ts";
import { ConflictAlert } from "./ConflictAlert.tsx";

export interface StepFormState {
  submit: () => void;
  reload: () => void | Promise<void>;
  saving: boolean;
  conflict: boolean;
  error: unknown;
  submitted: boolean;
  issues: Record<string, unknown>;
}

export interface StepFormFrameProps {
  title: string;
  description?: string;
  form: StepFormState;
  children: ReactNode;
}

/** A step's form: heading, fields, what went wrong, the save button. */
export function StepFormFrame({ title, description, form, children }: StepFormFrameProps) {
  const { t } = useTranslation("catalog");
  const errorText = useErrorText();
  const invalidCount = form.submitted ? Object.keys(form.issues).length : 0;
  const serverError = !form.conflict && form.error ? form.error : null;
  const details = isApiError(serverError) ? serverError.details : [];

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="lg">
        <div>
          <Title order={2} fz="xl">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </div>
        {form.conflict && <ConflictAlert onReload={() => void form.reload()} />}
        {invalidCount > 0 && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t("editor.invalid", { count: invalidCount })}
          </Alert>
        )}
        {serverError !== null && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Text size="sm">{errorText(serverError)}</Text>
            {details.length > 0 && (
              <List size="sm" mt={4}>
                {details.map((detail) => (
                  <List.Item key={`${detail.param}-${detail.code}`}>{detail.message}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <AppButton
            type="submit"
            loading={form.saving}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t("editor.save")}
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
