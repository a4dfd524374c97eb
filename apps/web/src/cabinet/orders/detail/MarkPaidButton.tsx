import { useState } from "react";
import { IconBuildingBank } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMarkOrderPaid } from "../../../api/orders.ts";
import type { OrderDetail } from "../../../api/orderTypes.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useFormat } from "../../../ui/useFormat.ts";

/** The seller saw the buyer's transfer arrive: the open bank-wire payment succeeds. */
export function MarkPaidButton({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const format = useFormat();
  const errorText = useErrorText();
  const markPaid = useMarkOrderPaid(order.id);
  const [confirming, setConfirming] = useState(false);
  // The transfer pays the open charge (the first rate of a plan), not necessarily everything unpaid.
  const open = order.payments.find(
    (p) => p.kind === "charge" && (p.state === "waiting" || p.state === "pending"),
  );

  const confirm = () =>
    markPaid.mutate(undefined, {
      onSuccess: () => notify({ kind: "success", message: t("markPaid.done") }),
      onError: (error) => notify({ kind: "error", message: errorText(error) }),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <AppButton leftSection={<IconBuildingBank size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        {t("markPaid.open")}
      </AppButton>
      <ConfirmModal
        opened={confirming}
        title={t("markPaid.title")}
        confirmLabel={t("markPaid.confirm")}
        loading={markPaid.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {t("markPaid.text", {
          amount: format.money(open?.amount ?? order.unpaidAmount, order.currency),
          reference: order.paymentReference ?? "—",
        })}
      </ConfirmModal>
    </>
  );
}
