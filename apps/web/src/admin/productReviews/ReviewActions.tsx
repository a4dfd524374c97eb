import { useState } from "react";
import { Group } from "@mantine/core";
import { IconCheck, IconEye, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ProductReview } from "../../api/catalogTypes.ts";
import { useReviewDecision } from "../../api/productReviews.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { AppModal } from "../../ui/AppModal.tsx";
import { ConfirmModal } from "../../ui/ConfirmModal.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { ProductPreview } from "../../cabinet/products/preview/ProductPreview.tsx";
import { RejectReviewModal } from "./RejectReviewModal.tsx";
import { sellerLabel } from "./sellerLabel.ts";

/** Look at the product as buyers would, then approve it or reject it with a reason. */
export function ReviewActions({ review }: { review: ProductReview }) {
  const { t } = useTranslation("catalog");
  const errorText = useErrorText();
  const decide = useReviewDecision();
  const { product } = review;
  const [previewing, setPreviewing] = useState(false);
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const pending = review.product.reviewState === "in_review";

  const approve = () =>
    decide.mutate(
      { productId: product.id, decision: "approve" },
      {
        onSuccess: () => {
          setApproving(false);
          notify({ kind: "success", message: t("reviews.approved", { name: product.name }) });
        },
        onError: (error) => {
          setApproving(false);
          notify({ kind: "error", message: errorText(error) });
        },
      },
    );

  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <AppButton
        kind="ghost"
        size="compact-sm"
        leftSection={<IconEye size={14} aria-hidden />}
        onClick={() => setPreviewing(true)}
        aria-label={t("reviews.previewLabel", { name: product.name })}
      >
        {t("actions.preview")}
      </AppButton>
      {pending && (
        <>
          <AppButton
            size="compact-sm"
            color="green"
            leftSection={<IconCheck size={14} aria-hidden />}
            onClick={() => setApproving(true)}
            aria-label={t("reviews.approveLabel", { name: product.name })}
          >
            {t("reviews.approve")}
          </AppButton>
          <AppButton
            kind="danger"
            size="compact-sm"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => setRejecting(true)}
            aria-label={t("reviews.rejectLabel", { name: product.name })}
          >
            {t("reviews.reject")}
          </AppButton>
        </>
      )}
      <AppModal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        title={t("preview.title", { name: product.name })}
        size="medium"
      >
        <ProductPreview product={product} sellerName={sellerLabel(review.seller)} />
      </AppModal>
      <ConfirmModal
        opened={approving}
        title={t("reviews.approveTitle", { name: product.name })}
        confirmLabel={t("reviews.approve")}
        loading={decide.isPending}
        onConfirm={approve}
        onClose={() => setApproving(false)}
      >
        {t("reviews.approveText")}
      </ConfirmModal>
      <RejectReviewModal product={rejecting ? product : null} onClose={() => setRejecting(false)} />
    </Group>
  );
}
