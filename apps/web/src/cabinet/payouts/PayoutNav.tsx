import { Group } from "@mantine/core";
import { NavLink as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@mantine/core";

export const PAYOUT_PAGES = [
  { to: "/cabinet/payouts", key: "payouts" },
  { to: "/cabinet/payouts_settings", key: "settings" },
  { to: "/cabinet/payouts_statement", key: "statement" },
  { to: "/cabinet/payouts_held", key: "held" },
  { to: "/cabinet/transfers", key: "transfers" },
] as const;

/** The payout area's pages side by side, the current one marked. */
export function PayoutNav() {
  const { t } = useTranslation("payouts");
  return (
    <Group gap="xs" mb="md" component="nav" aria-label={t("nav.area")}>
      {PAYOUT_PAGES.map((page) => (
        <RouterLink key={page.to} to={page.to} end style={{ textDecoration: "none" }}>
          {({ isActive }) => (
            <Button
              component="span"
              size="xs"
              variant={isActive ? "filled" : "light"}
              aria-current={isActive ? "page" : undefined}
            >
              {t(`nav.${page.key}`)}
            </Button>
          )}
        </RouterLink>
      ))}
    </Group>
  );
}
