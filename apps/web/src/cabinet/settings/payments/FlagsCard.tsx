import { Badge, Card, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PaymentFlags } from "../../../api/checkoutSettingsTypes.ts";

const FLAGS: (keyof PaymentFlags)[] = ["twint", "klarna", "mondu", "klarnaSubscriptions"];

/** The gated methods (spec two §6) as the platform set them; sellers read, managers switch. */
export function FlagsCard({ flags }: { flags: PaymentFlags }) {
  const { t } = useTranslation("checkoutSettings");
  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-label={t("flags.title")}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600} size="sm">
            {t("flags.title")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("flags.sellerHelp")}
          </Text>
        </div>
        <Group gap={6}>
          {FLAGS.map((flag) => (
            <Badge
              key={flag}
              color={flags[flag] ? "green" : "gray"}
              variant={flags[flag] ? "light" : "outline"}
            >
              {t(`flags.names.${flag}`)}: {flags[flag] ? t("flags.on") : t("flags.off")}
            </Badge>
          ))}
        </Group>
      </Group>
    </Card>
  );
}
