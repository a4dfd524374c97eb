import type { ReactNode } from "react";
import { Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import type { ModalSize } from "@sellwerk/domain";
import { AppModal } from "../../../../../ui/AppModal.tsx";
import { PartAlerts } from "./PartAlerts.tsx";
import type { PartEdit } from "./usePartEdit.ts";

/**
 * A modal form for one part of a product (an event, a ticket type): the write's alerts on top,
 * Cancel and Save below. Submitting marks the form as tried; it saves only when `valid`, and
 * closes once the save went through.
 */
export function PartFormModal({
  title,
  size,
  edit,
  valid,
  saveLabel,
  onTried,
  onSave,
  onClose,
  children,
}: {
  title: string;
  size?: ModalSize;
  edit: PartEdit;
  valid: boolean;
  saveLabel: string;
  onTried: () => void;
  onSave: () => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AppModal opened onClose={onClose} title={title} {...(size ? { size } : {})}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onTried();
          if (valid) void onSave().then((done) => done && onClose());
        }}
      >
        <Stack gap="sm">
          <PartAlerts edit={edit} />
          {children}
          <Group justify="flex-end" mt="sm">
            <AppButton kind="secondary" onClick={onClose}>
              {t("common:cancel")}
            </AppButton>
            <AppButton type="submit" loading={edit.busy}>
              {saveLabel}
            </AppButton>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
