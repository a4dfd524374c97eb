import { Anchor, Center, Group, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useOrder } from "../../api/orders.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";
import { OrderStateBadges } from "./OrderStateBadges.tsx";
import { useOrderPaths } from "./orderPaths.ts";
import { AmountsGrid } from "./detail/AmountsGrid.tsx";
import { LinesTable } from "./detail/LinesTable.tsx";
import { MarkPaidButton } from "./detail/MarkPaidButton.tsx";
import { OrderFacts } from "./detail/OrderFacts.tsx";
import { PartyCard } from "./detail/PartyCard.tsx";
import { PaymentLogTable } from "./detail/PaymentLogTable.tsx";
import { RatesTable } from "./detail/RatesTable.tsx";
import { RelatedOrders } from "./detail/RelatedOrders.tsx";
import { InvoicesSection } from "./detail/InvoicesSection.tsx";
import { CommissionsSection } from "./detail/CommissionsSection.tsx";
import { TransfersSection } from "./detail/TransfersSection.tsx";
import { ClaimsSection } from "./detail/ClaimsSection.tsx";
import { TermsSection } from "./detail/TermsSection.tsx";

/**
 * /cabinet/orders/:id: one order with its amounts, parties, rates, payment log, invoices and credit
 * memos, transfers, dunning claims, cancellation term and overdue, affiliate commissions and upsells.
 */
export function OrderDetailPage() {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const id = Number(useParams().id);
  const paths = useOrderPaths();
  const { data: order, isError, error } = useOrder(id);

  const back = (
    <Anchor component={Link} to={paths.list} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t("detail.back")}
      </Group>
    </Anchor>
  );
  if (!order)
    return (
      <Stack gap="md">
        {back}
        <Center py="xl">
          {isError ? <Text>{errorText(error)}</Text> : <Loader aria-label={t("common:loading")} />}
        </Center>
      </Stack>
    );

  // The owner is shown only when someone else receives what the payer paid for.
  const ownerDiffers = order.owner.email !== order.payer.email;
  return (
    <Stack gap="md" maw={1200}>
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <PageTitle title={t("detail.title", { id: order.id })} description={order.product.name} />
          <OrderStateBadges state={order.state} paymentState={order.paymentState} testMode={order.testMode} />
        </Stack>
        {order.canMarkPaid && <MarkPaidButton order={order} />}
      </Group>
      <AmountsGrid order={order} />
      <SimpleGrid cols={{ base: 1, md: ownerDiffers ? 3 : 2 }}>
        <OrderFacts order={order} />
        <PartyCard title={t("party.payer")} party={order.payer} />
        {ownerDiffers && <PartyCard title={t("party.owner")} party={order.owner} />}
      </SimpleGrid>
      <LinesTable order={order} />
      <TermsSection order={order} />
      <RatesTable order={order} />
      <PaymentLogTable order={order} />
      <InvoicesSection order={order} />
      <TransfersSection order={order} />
      <ClaimsSection order={order} />
      <CommissionsSection order={order} />
      <RelatedOrders order={order} />
    </Stack>
  );
}
