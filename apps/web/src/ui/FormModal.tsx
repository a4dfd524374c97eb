import type { ReactNode } from "react";
import { Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ModalSize } from "@sellwerk/domain";
import { AppModal } from "./AppModal.tsx";
import { AppButton } from "./AppButton.tsx";

/**
 * A form in a dialog: its fields, then Cancel and the submit button. Submitting calls `onSubmit`;
 * the caller decides what is valid, shows its errors and closes the dialog when done.
 */
export function FormModal({
  opened = true,
  title,
  size,
  busy,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  opened?: boolean;
  title: string;
  size?: ModalSize;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={title} {...(size ? { size } : {})}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" mt="sm">
            <AppButton kind="secondary" onClick={onClose}>
              {t("cancel")}
            </AppButton>
            <AppButton type="submit" loading={busy}>
              {submitLabel}
            </AppButton>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
