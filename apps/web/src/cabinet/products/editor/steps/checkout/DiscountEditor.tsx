import { Group, SegmentedControl, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Discount } from "../../../../../api/catalogTypes.ts";
import { FloatField } from "../../../../../ui/fields/FloatField.tsx";
import { IntegerField } from "../../../../../ui/fields/IntegerField.tsx";
import { MoneyField } from "../../../../../ui/fields/MoneyField.tsx";
import { useFormat } from "../../../../../ui/useFormat.ts";

export interface DiscountEditorProps {
  discount: Discount;
  currency: string;
  onChange: (discount: Discount) => void;
  errorFor: (path: string) => string | undefined;
}

/** The product discount: a fixed amount or a percentage, optionally for the first N orders. */
export function DiscountEditor({ discount, currency, onChange, errorFor }: DiscountEditorProps) {
  const { t } = useTranslation("catalog");
  const format = useFormat();
  const set = <K extends keyof Discount>(key: K, value: Discount[K]) =>
    onChange({ ...discount, [key]: value });
  return (
    <Stack gap="sm">
      <Switch
        label={t("checkout.discountActive")}
        checked={discount.active}
        onChange={(event) => set("active", event.currentTarget.checked)}
      />
      {discount.active && (
        <>
          <Group gap="sm" align="flex-end">
            <div>
              <Text size="sm" fw={500} mb={4} id="discount-kind">
                {t("checkout.discountKind")}
              </Text>
              <SegmentedControl
                aria-labelledby="discount-kind"
                value={discount.valueForm}
                onChange={(valueForm) => onChange({ ...discount, valueForm: valueForm, value: 0 })}
                data={[
                  { value: "percents", label: t("checkout.percents") },
                  { value: "currency", label: t("checkout.fixedAmount") },
                ]}
              />
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {discount.valueForm === "currency" ? (
              <MoneyField
                label={t("checkout.discountValue")}
                currency={currency}
                value={discount.value}
                onChange={(value) => set("value", value ?? 0)}
                error={errorFor("discount.value")}
              />
            ) : (
              <FloatField
                label={t("checkout.discountPercent")}
                value={discount.value}
                min={0}
                max={100}
                allowEmpty
                onChange={(value) => set("value", value ?? 0)}
                leftSection={<span aria-hidden>%</span>}
                error={errorFor("discount.value")}
              />
            )}
            <IntegerField
              label={t("checkout.discountLimit")}
              description={t("checkout.discountLimitHelp")}
              value={discount.limit}
              min={1}
              onChange={(limit) => set("limit", limit)}
              error={errorFor("discount.limit")}
            />
            <Text size="sm" pt={{ sm: 28 }}>
              {t("checkout.discountUsed", {
                count: discount.ordersCount,
                number: format.number(discount.ordersCount),
              })}
            </Text>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
