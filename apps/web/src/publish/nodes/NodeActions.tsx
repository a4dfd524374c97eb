import { useState } from "react";
import { Group } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNodeAction, type AffiliateNode, type NodeAction } from "../../api/publish.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { ConfirmModal } from "../../ui/ConfirmModal.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";

/**
 * The buttons the API offers for a node (`actions`): accept or reject an invitation, cancel a
 * request or a membership. Rejecting and canceling ask first; they cannot be taken back.
 */
export function NodeActions({ node }: { node: AffiliateNode }) {
  const { t } = useTranslation("publish");
  const errorText = useErrorText();
  const act = useNodeAction();
  const [confirming, setConfirming] = useState<NodeAction | null>(null);
  const run = (action: NodeAction) =>
    act.mutate(
      { id: node.id, action },
      {
        onSuccess: () =>
          notify({
            kind: "success",
            message: t(`nodes.done.${action}`, { program: node.affiliateProgram.name }),
          }),
        onError: (error) => notify({ kind: "error", message: errorText(error) }),
        onSettled: () => setConfirming(null),
      },
    );
  if (node.actions.length === 0) return null;
  const busy = (action: NodeAction) => act.isPending && act.variables?.action === action;
  return (
    <Group gap={6} wrap="nowrap">
      {node.actions.includes("accept") && (
        <AppButton
          size="xs"
          leftSection={<IconCheck size={14} aria-hidden />}
          loading={busy("accept")}
          onClick={() => run("accept")}
        >
          {t("nodes.actions.accept")}
        </AppButton>
      )}
      {node.actions.includes("reject") && (
        <AppButton
          size="xs"
          kind="secondary"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => setConfirming("reject")}
        >
          {t("nodes.actions.reject")}
        </AppButton>
      )}
      {/* A seller's invitation is answered by rejecting it; cancel is for own requests and memberships. */}
      {node.actions.includes("cancel") && !node.actions.includes("reject") && (
        <AppButton size="xs" kind="secondary" onClick={() => setConfirming("cancel")}>
          {t(node.state === "accepted" ? "nodes.actions.leave" : "nodes.actions.cancel")}
        </AppButton>
      )}
      <ConfirmModal
        opened={confirming !== null}
        title={confirming ? t(`nodes.confirm.${confirming}.title`) : ""}
        confirmLabel={confirming ? t(`nodes.confirm.${confirming}.button`) : ""}
        danger
        loading={act.isPending}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
      >
        {confirming ? t(`nodes.confirm.${confirming}.text`, { program: node.affiliateProgram.name }) : ""}
      </ConfirmModal>
    </Group>
  );
}
