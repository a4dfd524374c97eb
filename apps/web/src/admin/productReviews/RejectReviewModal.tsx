import { useState } from "react";
import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Product } from "../../api/catalogTypes.ts";
import { fieldErrors } from "../../api/client/errors.ts";
import { useReviewDecision } from "../../api/productReviews.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { AppModal } from "../../ui/AppModal.tsx";
import { TextAreaField } from "../../ui/fields/TextAreaField.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";

export const REJECT_REASON = { min: 3, max: 500 } as const;

/** Rejecting tells the seller why: a reason of 3 to 500 characters is required. */
export function RejectReviewModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation("catalog");
  const errorText = useErrorText();
  const decide = useReviewDecision();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const length = reason.trim().length;
  const localError =
    length === 0
      ? undefined
      : length < REJECT_REASON.min
        ? t("contracts:validation.too_short", { min: REJECT_REASON.min })
        : length > REJECT_REASON.max
          ? t("contracts:validation.too_long", { max: REJECT_REASON.max })
          : undefined;

  const close = () => {
    setReason("");
    setTried(false);
    decide.reset();
    onClose();
  };
  const reject = () => {
    setTried(true);
    if (!product || length < REJECT_REASON.min || length > REJECT_REASON.max) return;
    decide.mutate(
      { productId: product.id, decision: "reject", reason: reason.trim() },
      {
        onSuccess: () => {
          notify({ kind: "success", message: t("reviews.rejected", { name: product.name }) });
          close();
        },
      },
    );
  };

  return (
    <AppModal
      opened={product !== null}
      onClose={close}
      title={t("reviews.rejectTitle", { name: product?.name ?? "" })}
    >
      <Stack gap="md">
        <Text size="sm">{t("reviews.rejectText")}</Text>
        <TextAreaField
          label={t("reviews.reason")}
          value={reason}
          onChange={setReason}
          required
          touched={tried}
          maxLength={REJECT_REASON.max}
          error={(tried ? localError : undefined) ?? fieldErrors(decide.error).reason}
          data-autofocus
        />
        {decide.isError && !fieldErrors(decide.error).reason && (
          <Text c="red" size="sm" role="alert">
            {errorText(decide.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <AppButton kind="secondary" onClick={close}>
            {t("common:cancel")}
          </AppButton>
          <AppButton kind="danger" loading={decide.isPending} onClick={reject}>
            {t("reviews.reject")}
          </AppButton>
        </Group>
      </Stack>
    </AppModal>
  );
}
