import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconDownload, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Coupon } from "../../api/checkoutSettingsTypes.ts";
import { downloadCouponBatch } from "../../api/coupons.ts";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";

/** Edit, the batch's CSV (bulk codes) and remove, in a menu. */
export function CouponRowActions({
  coupon,
  onEdit,
  onRemove,
}: {
  coupon: Coupon;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("checkoutSettings");
  const errorText = useErrorText();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t("coupons.menu", { code: coupon.code })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
          {t("coupons.edit")}
        </Menu.Item>
        {coupon.batch !== null && (
          <Menu.Item
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() =>
              void downloadCouponBatch(coupon.batch!).catch((error: unknown) =>
                notify({ kind: "error", message: errorText(error) }),
              )
            }
          >
            {t("coupons.downloadBatch", { batch: coupon.batch })}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onRemove}>
          {t("coupons.remove")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
