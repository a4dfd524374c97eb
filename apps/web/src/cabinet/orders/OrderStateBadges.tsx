import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "../../ui/StatusBadge.tsx";

/** The deal state and the payment state side by side, each in its spec colour (spec two §4). */
export function OrderStateBadges({
  state,
  paymentState,
  testMode = false,
}: {
  state: string;
  paymentState: string;
  testMode?: boolean;
}) {
  const { t } = useTranslation("orders");
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge state={state} label={t(`states.${state}`)} />
      <StatusBadge state={paymentState} label={t(`paymentStates.${paymentState}`)} />
      {testMode && <TestBadge />}
    </Group>
  );
}

/** Orders paid through a provider's test mode (the sandbox) moved no real money. */
export function TestBadge() {
  const { t } = useTranslation("orders");
  return (
    <Badge size="sm" variant="outline" color="orange" style={{ minWidth: "max-content" }}>
      {t("test")}
    </Badge>
  );
}
