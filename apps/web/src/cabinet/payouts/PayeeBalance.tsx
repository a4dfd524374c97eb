import { Title } from "@mantine/core";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { Balances } from "./BalanceCards.tsx";
import { HeldReasons } from "./HeldReasonsPage.tsx";
import { PayoutNav } from "./PayoutNav.tsx";

/**
 * A payee area's balance page (spec core §2 payouts_balance of the publisher and team member
 * areas): the balances per currency, "pay out now", and why a payout would be held. Each area
 * brings its own words for what the money is.
 */
export function PayeeBalance({
  title,
  description,
  heldTitle,
}: {
  title: string;
  description: string;
  heldTitle: string;
}) {
  return (
    <>
      <PageTitle title={title} description={description} />
      <PayoutNav />
      <Balances />
      <Title order={2} fz="lg" mb="sm">
        {heldTitle}
      </Title>
      <HeldReasons />
    </>
  );
}
