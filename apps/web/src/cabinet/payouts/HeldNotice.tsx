import { Alert, Anchor } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useHeldReasons } from "../../api/payouts.ts";
import { usePayoutArea } from "./payoutArea.ts";

/** Above the balances: the next payout is held, with the way to the page that says why. */
export function HeldNotice() {
  const { t } = useTranslation("payouts");
  const area = usePayoutArea();
  const held = useHeldReasons(area.prefix, null);
  const reasons = held.data?.reasons ?? [];
  if (reasons.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} mb="md" title={t("held.title")}>
      {reasons.map((r) => t(`held.reasons.${r.code}.title`)).join(" · ")}{" "}
      <Anchor component={Link} to={area.heldPath} size="sm">
        {t("held.whatToDo")}
      </Anchor>
    </Alert>
  );
}
