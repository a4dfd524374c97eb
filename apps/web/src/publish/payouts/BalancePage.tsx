import { useTranslation } from "react-i18next";
import { PayeeBalance } from "../../cabinet/payouts/PayeeBalance.tsx";

/**
 * /publish/payouts_balance: commissions per currency (pending in the refund window, available,
 * on hold, paid out), "pay out now", and why a payout would be held.
 */
export function BalancePage() {
  const { t } = useTranslation("publish");
  return (
    <PayeeBalance
      title={t("balance.title")}
      description={t("balance.description")}
      heldTitle={t("balance.heldTitle")}
    />
  );
}
