import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { OrderDetail, OrderTransfer } from "../../../api/orderTypes.ts";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { Money } from "../../../ui/Money.tsx";
import { StatusBadge } from "../../../ui/StatusBadge.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { TRANSFER_BADGE_STATE } from "../../payouts/transferBadge.ts";
import { useOrderPaths } from "../orderPaths.ts";
import { Section, StaticTable } from "./Section.tsx";

/** What each paid rate brought the seller: gross, fees, VAT, net, its state and the payout it went out with. */
export function TransfersSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(["orders", "payouts"]);
  const format = useFormat();
  const { payouts } = useOrderPaths();
  const payoutLabel = (payout: NonNullable<OrderTransfer["payout"]>) =>
    `#${payout.id} · ${t(`transfers.payoutStates.${payout.state}`)}`;
  const money = (amount: number, x: OrderTransfer) => <Money amount={amount} currency={x.currency} />;
  const columns: Column<OrderTransfer>[] = [
    { key: "id", header: t("transfers.id"), render: (x) => `#${x.id}` },
    { key: "rate", header: t("transfers.rate"), render: (x) => x.rateNumber ?? "–" },
    { key: "created", header: t("transfers.created"), render: (x) => format.dateTime(x.createdAt) },
    {
      key: "state",
      header: t("transfers.state"),
      render: (x) => (
        <StatusBadge state={TRANSFER_BADGE_STATE[x.state]} label={t(`payouts:transferStates.${x.state}`)} />
      ),
    },
    { key: "gross", header: t("transfers.gross"), align: "right", render: (x) => money(x.grossAmount, x) },
    { key: "fees", header: t("transfers.fees"), align: "right", render: (x) => money(x.feeAmount, x) },
    { key: "vat", header: t("transfers.vat"), align: "right", render: (x) => money(x.vatAmount, x) },
    { key: "net", header: t("transfers.net"), align: "right", render: (x) => money(x.netAmount, x) },
    {
      key: "payout",
      header: t("transfers.payout"),
      render: (x) => {
        if (!x.payout) return "–";
        if (!payouts) return payoutLabel(x.payout);
        return (
          <Anchor component={Link} to={payouts} size="sm">
            {payoutLabel(x.payout)}
          </Anchor>
        );
      },
    },
  ];
  return (
    <Section title={t("transfers.title")}>
      {order.transfers.length ? (
        <StaticTable
          columns={columns}
          rows={order.transfers}
          rowKey={(x) => x.id}
          caption={t("transfers.title")}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t("transfers.empty")}
        </Text>
      )}
    </Section>
  );
}
