import { Tabs } from "@mantine/core";
import { IconList, IconScan } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { usePaymentTicketPaths } from "./paymentTicketPaths.ts";

/** Switches between the check-in and the list; each is a page of its own (its own URL). */
export function PaymentTicketsTabs({ active }: { active: "overview" | "details" }) {
  const { t } = useTranslation("fulfilment");
  const paths = usePaymentTicketPaths();
  const navigate = useNavigate();
  return (
    <Tabs value={active} onChange={(value) => value && void navigate(paths[value as typeof active])} mb="md">
      <Tabs.List aria-label={t("tabs.label")}>
        <Tabs.Tab value="overview" leftSection={<IconScan size={16} aria-hidden />}>
          {t("tabs.overview")}
        </Tabs.Tab>
        <Tabs.Tab value="details" leftSection={<IconList size={16} aria-hidden />}>
          {t("tabs.details")}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
