import type { Blocker } from "react-router";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";

/** Asks before leaving a step whose changes are not saved. */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation("catalog");
  return (
    <ConfirmModal
      opened={blocker.state === "blocked"}
      title={t("editor.unsaved.title")}
      confirmLabel={t("editor.unsaved.leave")}
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {t("editor.unsaved.text")}
    </ConfirmModal>
  );
}
