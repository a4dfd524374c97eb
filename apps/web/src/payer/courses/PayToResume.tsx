import { IconCreditCard } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CourseAccess } from "../../api/payerTypes.ts";
import { AppButton } from "../../ui/AppButton.tsx";

/**
 * The way out of a paused access: the order's manage page (server-rendered, outside this app),
 * where the open rate is paid with a new payment method. Nothing for any other state.
 */
export function PayToResume({ access, size = "xs" }: { access: CourseAccess; size?: "xs" | "sm" }) {
  const { t } = useTranslation("payer");
  if (access.state !== "paused" || !access.manageUrl) return null;
  return (
    <AppButton
      component="a"
      href={access.manageUrl}
      size={size}
      kind="highlight"
      leftSection={<IconCreditCard size={14} aria-hidden />}
    >
      {t("deliveries.payNow")}
    </AppButton>
  );
}
