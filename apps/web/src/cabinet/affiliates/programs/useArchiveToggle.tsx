import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useArchiveProgram, type AffiliateProgram } from "../../../api/affiliates.ts";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";

/**
 * Archiving asks first (publishers' links stop earning); restoring does not. Returns the
 * trigger and the dialog to render.
 */
export function useArchiveToggle() {
  const { t } = useTranslation("affiliates");
  const errorText = useErrorText();
  const archive = useArchiveProgram();
  const [asking, setAsking] = useState<AffiliateProgram | null>(null);

  const run = (program: AffiliateProgram, archived: boolean) =>
    archive.mutate(
      { id: program.id, archived },
      {
        onSuccess: () =>
          notify({
            kind: "success",
            message: t(archived ? "programs.archived" : "programs.unarchived", { name: program.name }),
          }),
        onError: (error) => notify({ kind: "error", message: errorText(error) }),
        onSettled: () => setAsking(null),
      },
    );

  const toggle = (program: AffiliateProgram) =>
    program.archivedAt ? run(program, false) : setAsking(program);

  const dialog = (
    <ConfirmModal
      opened={asking !== null}
      title={t("programs.archiveTitle")}
      confirmLabel={t("programs.archive")}
      danger
      loading={archive.isPending}
      onConfirm={() => asking && run(asking, true)}
      onClose={() => setAsking(null)}
    >
      {asking ? t("programs.archiveText", { name: asking.name }) : ""}
    </ConfirmModal>
  );
  return { toggle, dialog };
}
