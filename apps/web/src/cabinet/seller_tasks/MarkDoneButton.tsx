import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useCompleteSellerTask } from "../../api/sellerTasks.ts";
import type { SellerTask } from "../../api/sellerTaskTypes.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { notify } from "../../ui/notify.ts";

/** Marks an open task done; a failure is toasted by the client, success here. */
export function MarkDoneButton({ task }: { task: SellerTask }) {
  const { t } = useTranslation("fulfilment");
  const complete = useCompleteSellerTask();
  return (
    <AppButton
      kind="secondary"
      size="xs"
      leftSection={<IconCheck size={14} aria-hidden />}
      loading={complete.isPending}
      aria-label={t("tasks.markDoneFor", { product: task.product.name, order: task.orderId })}
      onClick={() =>
        complete.mutate(task.id, {
          onSuccess: () => notify({ kind: "success", message: t("tasks.markedDone") }),
        })
      }
    >
      {t("tasks.markDone")}
    </AppButton>
  );
}
