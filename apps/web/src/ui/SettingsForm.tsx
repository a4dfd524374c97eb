import type { ReactNode } from "react";
import { Alert, Group, Stack } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy } from "@tabler/icons-react";
import { fieldErrors } from "../api/client/errors.ts";
import { AppButton } from "./AppButton.tsx";
import { useErrorText } from "./useErrorText.ts";

interface SettingsFormProps {
  /** The form's accessible name, usually the page title. */
  label: string;
  saveLabel: string;
  /** The save mutation's state: its error is shown here unless it names fields (they show theirs). */
  saving: boolean;
  error: unknown;
  /** Save stays disabled while a required field is empty. */
  incomplete?: boolean;
  maw?: number;
  onSubmit: () => void;
  children: ReactNode;
}

/** A settings form: its fields, an error not tied to a field, and the save button. */
export function SettingsForm({
  label,
  saveLabel,
  saving,
  error,
  incomplete,
  maw = 720,
  onSubmit,
  children,
}: SettingsFormProps) {
  const errorText = useErrorText();
  const general = error !== null && error !== undefined && Object.keys(fieldErrors(error)).length === 0;
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!incomplete) onSubmit();
      }}
    >
      <Stack gap="md" maw={maw}>
        {general && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(error)}
          </Alert>
        )}
        {children}
        <Group>
          <AppButton
            type="submit"
            loading={saving}
            disabled={incomplete}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {saveLabel}
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
