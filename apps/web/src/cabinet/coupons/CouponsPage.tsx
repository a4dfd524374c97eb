import { useState } from "react";
import { Group } from "@mantine/core";
import { IconPlus, IconStack2 } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Coupon } from "../../api/checkoutSettingsTypes.ts";
import { useRemoveCoupon } from "../../api/coupons.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { ConfirmModal } from "../../ui/ConfirmModal.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { BulkCouponsModal } from "./BulkCouponsModal.tsx";
import { CouponFormModal } from "./CouponFormModal.tsx";
import { COUPONS_LIST } from "./couponsList.ts";
import { useCouponColumns } from "./useCouponColumns.tsx";

type Dialog = { kind: "single"; coupon: Coupon | null } | { kind: "bulk" } | null;

/** /cabinet/coupons: single codes and bulk batches (spec two §3), searchable, sortable, filtered. */
export function CouponsPage() {
  const { t } = useTranslation("checkoutSettings");
  const errorText = useErrorText();
  const list = useList<Coupon>(COUPONS_LIST);
  const remove = useRemoveCoupon();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [removing, setRemoving] = useState<Coupon | null>(null);
  const columns = useCouponColumns({
    onEdit: (coupon) => setDialog({ kind: "single", coupon }),
    onRemove: setRemoving,
  });

  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => notify({ kind: "success", message: t("coupons.removed", { code: removing.code }) }),
      onError: (error) => notify({ kind: "error", message: errorText(error) }),
      onSettled: () => setRemoving(null),
    });

  return (
    <>
      <PageTitle title={t("coupons.title")} description={t("coupons.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(c) => c.id}
        caption={t("coupons.title")}
        searchLabel={t("coupons.search")}
        emptyText={t("coupons.empty")}
        actions={
          <Group gap="xs">
            <AppButton
              kind="secondary"
              leftSection={<IconStack2 size={16} aria-hidden />}
              onClick={() => setDialog({ kind: "bulk" })}
            >
              {t("coupons.bulk.open")}
            </AppButton>
            <AppButton
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDialog({ kind: "single", coupon: null })}
            >
              {t("coupons.open")}
            </AppButton>
          </Group>
        }
      />
      {dialog?.kind === "single" && (
        <CouponFormModal coupon={dialog.coupon} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === "bulk" && <BulkCouponsModal onClose={() => setDialog(null)} />}
      <ConfirmModal
        opened={removing !== null}
        title={t("coupons.removeTitle")}
        confirmLabel={t("coupons.remove")}
        danger
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing ? t("coupons.removeText", { code: removing.code }) : ""}
      </ConfirmModal>
    </>
  );
}
