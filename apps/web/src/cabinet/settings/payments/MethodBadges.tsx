import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PaymentMethod } from "@sellwerk/domain";

/**
 * Payment methods as small text badges, the way checkouts show method logos. A method the seller
 * cannot offer (its feature flag is off) is shown struck through with the reason as its title.
 */
export function MethodBadges({
  methods,
  blocked = () => false,
}: {
  methods: readonly PaymentMethod[];
  blocked?: (method: PaymentMethod) => boolean;
}) {
  const { t } = useTranslation("checkoutSettings");
  return (
    <Group gap={4}>
      {methods.map((method) => {
        const off = blocked(method);
        return (
          <Badge
            key={method}
            size="sm"
            radius="sm"
            variant={off ? "outline" : "light"}
            color={off ? "gray" : "dark"}
            tt="none"
            td={off ? "line-through" : undefined}
            title={off ? t("settings.needsFlag") : undefined}
          >
            {t(`catalog:paymentMethods.${method}`)}
          </Badge>
        );
      })}
    </Group>
  );
}
