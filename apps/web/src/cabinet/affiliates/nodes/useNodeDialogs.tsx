import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNodeAction, type AffiliateNode, type NodeAction } from "../../../api/affiliates.ts";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { BonusModal } from "./BonusModal.tsx";
import { actionKey } from "./NodeRowActions.tsx";

/** Accept, reject and cancel ask first; the bonus opens its own form. Returns the handlers and dialogs. */
export function useNodeDialogs() {
  const { t } = useTranslation("affiliates");
  const errorText = useErrorText();
  const act = useNodeAction();
  const [asking, setAsking] = useState<{ node: AffiliateNode; action: NodeAction } | null>(null);
  const [bonusOf, setBonusOf] = useState<AffiliateNode | null>(null);

  const confirm = () =>
    asking &&
    act.mutate(
      { id: asking.node.id, action: asking.action },
      {
        onSuccess: () =>
          notify({
            kind: "success",
            message: t(`nodes.done.${actionKey(asking.node, asking.action)}`, { email: asking.node.email }),
          }),
        onError: (error) => notify({ kind: "error", message: errorText(error) }),
        onSettled: () => setAsking(null),
      },
    );

  const dialogs = (
    <>
      <ConfirmModal
        opened={asking !== null}
        title={asking ? t(`nodes.confirm.${actionKey(asking.node, asking.action)}.title`) : ""}
        confirmLabel={asking ? t(`nodes.actions.${actionKey(asking.node, asking.action)}`) : ""}
        danger={asking?.action !== "accept"}
        loading={act.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      >
        {asking
          ? t(`nodes.confirm.${actionKey(asking.node, asking.action)}.text`, {
              email: asking.node.email,
              program: asking.node.affiliateProgram.name,
            })
          : ""}
      </ConfirmModal>
      {bonusOf && <BonusModal node={bonusOf} onClose={() => setBonusOf(null)} />}
    </>
  );

  return {
    onAction: (node: AffiliateNode, action: NodeAction) => setAsking({ node, action }),
    onBonus: setBonusOf,
    dialogs,
  };
}
