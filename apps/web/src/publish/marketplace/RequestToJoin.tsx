import { IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useRequestNode } from "../../api/publish.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";

/** "Request to join": the seller answers; the list and the detail then show the request's state. */
export function RequestToJoin({
  programId,
  recruiterId = null,
  size = "sm",
  onDone,
}: {
  programId: number;
  recruiterId?: number | null;
  size?: "xs" | "sm";
  onDone?: () => void;
}) {
  const { t } = useTranslation("publish");
  const errorText = useErrorText();
  const request = useRequestNode();
  return (
    <AppButton
      size={size}
      leftSection={<IconSend size={14} aria-hidden />}
      loading={request.isPending}
      onClick={() =>
        request.mutate(
          { affiliateProgramId: programId, recruiterId },
          {
            onSuccess: (node) => {
              notify({
                kind: "success",
                message: node.state === "accepted" ? t("marketplace.joined") : t("marketplace.requested"),
              });
              onDone?.();
            },
            onError: (error) => notify({ kind: "error", message: errorText(error) }),
          },
        )
      }
    >
      {t("marketplace.requestToJoin")}
    </AppButton>
  );
}
