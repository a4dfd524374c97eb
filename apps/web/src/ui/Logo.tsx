import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

/** The word mark, linking home; drawn inline so no image request or external font is needed. */
export function Logo({ to = "/" }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} aria-label={t("logoLabel")} underline="never" c="inherit">
      <Group gap={8} wrap="nowrap" component="span">
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden focusable="false">
          <rect width="28" height="28" rx="7" fill="var(--mantine-color-brand-7)" />
          <path
            d="M8 18.5c1.4 1.3 3.3 2 5.6 2 2.9 0 4.9-1.4 4.9-3.6 0-4.6-9.7-2.8-9.7-7.2 0-1.9 1.8-3.2 4.4-3.2 1.9 0 3.5.6 4.6 1.6"
            fill="none"
            stroke="#fff"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
        <Text fw={800} fz="lg">
          Sellwerk
        </Text>
      </Group>
    </Anchor>
  );
}
