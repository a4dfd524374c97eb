import { Button, Group } from "@mantine/core";
import { NavLink as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { usePayoutArea } from "./payoutArea.ts";

/** The payout area's pages side by side, the current one marked. */
export function PayoutNav() {
  const { t } = useTranslation("payouts");
  const { pages } = usePayoutArea();
  return (
    <Group gap="xs" mb="md" component="nav" aria-label={t("nav.area")}>
      {pages.map((page) => (
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
