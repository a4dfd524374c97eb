import { Modal } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MODAL_DEFAULT_SIZE, MODAL_SHOW_CLOSE_BUTTON, type ModalSize } from "@sellwerk/domain";

export interface AppModalProps {
  /** Open or closed by the parent's flag (spec two §4). */
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalSize;
  withCloseButton?: boolean;
  children: ReactNode;
}

const SIZES: Record<ModalSize, string> = { small: "md", medium: "lg" };

/**
 * Dialog with the spec's behaviour: body scroll locked while open and restored on close, Escape
 * and the close button call onClose, small by default.
 */
export function AppModal({
  opened,
  onClose,
  title,
  size = MODAL_DEFAULT_SIZE,
  withCloseButton = MODAL_SHOW_CLOSE_BUTTON,
  children,
}: AppModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={SIZES[size]}
      withCloseButton={withCloseButton}
      closeOnEscape
      lockScroll
      closeButtonProps={{ "aria-label": t("close") }}
    >
      {children}
    </Modal>
  );
}
