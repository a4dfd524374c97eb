import { useTranslation } from "react-i18next";
import { PayeeBalance } from "../cabinet/payouts/PayeeBalance.tsx";

/**
 * /team_member/payouts_balance: what the platform owes the team member themselves (never the
 * seller they work for), per currency, "pay out now", and why a payout would be held.
 */
export function TeamMemberBalancePage() {
  const { t } = useTranslation("payouts");
  return (
    <PayeeBalance
      title={t("teamMember.title")}
      description={t("teamMember.description")}
      heldTitle={t("teamMember.heldTitle")}
    />
  );
}
