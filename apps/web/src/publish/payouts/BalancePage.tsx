import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Balances } from "../../cabinet/payouts/BalanceCards.tsx";
import { HeldReasons } from "../../cabinet/payouts/HeldReasonsPage.tsx";
import { PayoutNav } from "../../cabinet/payouts/PayoutNav.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";

/**
 * /publish/payouts_balance: commissions per currency (pending in the refund window, available,
 * on hold, paid out), "pay out now", and why a payout would be held.
 */
export function BalancePage() {
  const { t } = useTranslation("publish");
  return (
    <>
      <PageTitle title={t("balance.title")} description={t("balance.description")} />
      <PayoutNav />
      <Balances />
      <Title order={2} fz="lg" mb="sm">
        {t("balance.heldTitle")}
      </Title>
      <HeldReasons />
    </>
  );
}
