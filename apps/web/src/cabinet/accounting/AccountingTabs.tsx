import { Tabs } from "@mantine/core";
import { IconFileExport, IconListDetails } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";

const PATHS = {
  exports: "/cabinet/accounting_exports",
  bookings: "/cabinet/accounting_bookings",
} as const;

/** Switches between the exports and the bookings they are written from; each has its own URL. */
export function AccountingTabs({ active }: { active: keyof typeof PATHS }) {
  const { t } = useTranslation("accounting");
  const navigate = useNavigate();
  return (
    <Tabs value={active} onChange={(value) => value && void navigate(PATHS[value as typeof active])} mb="md">
      <Tabs.List aria-label={t("tabs.label")}>
        <Tabs.Tab value="exports" leftSection={<IconFileExport size={16} aria-hidden />}>
          {t("tabs.exports")}
        </Tabs.Tab>
        <Tabs.Tab value="bookings" leftSection={<IconListDetails size={16} aria-hidden />}>
          {t("tabs.bookings")}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
