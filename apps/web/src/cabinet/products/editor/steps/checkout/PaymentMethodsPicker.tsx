import { Checkbox, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PaymentMethod } from "@sellwerk/domain";
import type { MethodAvailability } from "./paymentMethods.ts";

export interface PaymentMethodsPickerProps {
  availability: readonly MethodAvailability[];
  value: readonly PaymentMethod[];
  onChange: (methods: PaymentMethod[]) => void;
  error?: string;
}

/** Which methods the product offers; a method the plans do not allow is disabled and says why. */
export function PaymentMethodsPicker({ availability, value, onChange, error }: PaymentMethodsPickerProps) {
  const { t } = useTranslation("catalog");
  const why = (entry: MethodAvailability): string | undefined => {
    if (!entry.block) return undefined;
    if (entry.block.kind === "feature") return t("checkout.methodNeedsFeature");
    return t("checkout.methodNotForPlans", {
      types: entry.block.types.map((type) => t(`planTypes.${type}`)).join(", "),
    });
  };
  return (
    <Checkbox.Group
      label={t("checkout.paymentMethods")}
      description={t("checkout.paymentMethodsHelp")}
      value={value.filter((m) => availability.some((a) => a.method === m && a.block === null))}
      onChange={(next) => onChange(next)}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs" spacing="xs">
        {availability.map((entry) => (
          <Stack key={entry.method} gap={0}>
            <Checkbox
              value={entry.method}
              label={t(`paymentMethods.${entry.method}`)}
              disabled={entry.block !== null}
              description={why(entry)}
            />
          </Stack>
        ))}
      </SimpleGrid>
      {availability.every((a) => a.block !== null) && (
        <Text size="sm" c="dimmed">
          {t("checkout.noMethods")}
        </Text>
      )}
    </Checkbox.Group>
  );
}
