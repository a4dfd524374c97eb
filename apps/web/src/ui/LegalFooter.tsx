import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

/** Legal links on every public and sign-in page. */
export function LegalFooter() {
  const { t } = useTranslation();
  const links = [
    { to: "/plans", label: t("nav.plans") },
    { to: "/terms", label: t("nav.terms") },
    { to: "/privacy", label: t("nav.privacy") },
    { to: "/imprint", label: t("nav.imprint") },
  ];
  return (
    <Group component="footer" justify="space-between" py="lg" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t("footer.openSource")}
      </Text>
      <Group component="nav" aria-label={t("footer.label")} gap="md">
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
            {link.label}
          </Anchor>
        ))}
      </Group>
    </Group>
  );
}
