import { useState } from "react";
import { Alert, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../api/client/errors.ts";
import { useAdminLegitimation, useDecideLegitimation } from "../../api/verification.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { AppModal } from "../../ui/AppModal.tsx";
import { TextAreaField } from "../../ui/fields/TextAreaField.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { LegitimationDetails } from "./LegitimationDetails.tsx";

const ACCEPTABLE = ["in_review", "registered"];
const REJECTABLE = ["requested", "in_review", "registered"];

/** A legitimation with its documents; the manager accepts it or rejects it with a reason the seller reads. */
export function LegitimationReviewModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation("verification");
  const errorText = useErrorText();
  const query = useAdminLegitimation(id);
  const decide = useDecideLegitimation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const l = query.data;

  const close = () => {
    setRejecting(false);
    setReason("");
    decide.reset();
    onClose();
  };
  const done = (message: string) => {
    notify({ kind: "success", message });
    close();
  };

  return (
    <AppModal
      opened={id !== null}
      onClose={close}
      title={t("admin.reviewTitle", { name: l?.sellerName ?? "" })}
      size="medium"
    >
      {!l ? (
        <Center py="lg">
          {query.isError ? (
            <Text>{errorText(query.error)}</Text>
          ) : (
            <Loader aria-label={t("common:loading")} />
          )}
        </Center>
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <Text size="sm">{l.sellerEmail}</Text>
            <StatusBadge state={l.step} label={t(`stepStates.${l.step}`)} />
            <StatusBadge state={l.adminState} label={t(`adminStates.${l.adminState}`)} />
            <Text size="sm" c="dimmed">
              {t(`legalForms.${l.legalForm}`)}
            </Text>
          </Group>
          {l.rejectionReason && (
            <Alert color="red" title={t("state.rejectedTitle")}>
              {l.rejectionReason}
            </Alert>
          )}
          <LegitimationDetails
            headQuarter={l.headQuarter}
            legalRepresentative={l.legalRepresentative}
            documents={l.documents}
            ubos={l.ubos}
          />
          {rejecting && (
            <TextAreaField
              label={t("admin.reason")}
              description={t("admin.reasonHelp")}
              value={reason}
              onChange={setReason}
              required
              maxLength={500}
              error={fieldErrors(decide.error).reason}
              data-autofocus
            />
          )}
          {decide.isError && !fieldErrors(decide.error).reason && (
            <Alert color="red" role="alert">
              {errorText(decide.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            {REJECTABLE.includes(l.step) &&
              (rejecting ? (
                <AppButton
                  kind="danger"
                  loading={decide.isPending}
                  onClick={() =>
                    decide.mutate(
                      { id: l.id, action: "reject", reason: reason.trim() },
                      { onSuccess: () => done(t("admin.rejected")) },
                    )
                  }
                >
                  {t("admin.confirmReject")}
                </AppButton>
              ) : (
                <AppButton kind="danger" onClick={() => setRejecting(true)}>
                  {t("admin.reject")}
                </AppButton>
              ))}
            {ACCEPTABLE.includes(l.step) && !rejecting && (
              <AppButton
                color="green"
                loading={decide.isPending}
                onClick={() =>
                  decide.mutate(
                    { id: l.id, action: "accept" },
                    { onSuccess: () => done(t("admin.accepted")) },
                  )
                }
              >
                {t("admin.accept")}
              </AppButton>
            )}
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
