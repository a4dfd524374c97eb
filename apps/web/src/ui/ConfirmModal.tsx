import type { ReactNode } from "react";
import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AppModal } from "./AppModal.tsx";
import { AppButton } from "./AppButton.tsx";

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Destructive confirmations are red. */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an action that is hard to take back. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  danger = false,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      {typeof children === "string" ? <Text mb="lg">{children}</Text> : children}
      <Group justify="flex-end" mt="lg">
        <AppButton kind="secondary" onClick={onClose}>
          {t("cancel")}
        </AppButton>
        <AppButton kind={danger ? "danger" : "primary"} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </AppButton>
      </Group>
    </AppModal>
  );
}
