import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Product } from "../../../api/catalogTypes.ts";
import { PlanSchedulePreview } from "../editor/steps/checkout/PlanSchedulePreview.tsx";
import { planFromApi } from "../editor/steps/checkout/planForm.ts";

/** The active pricing plans with their payment schedules, as the buyer will choose between them. */
export function PreviewPlans({ product, lng }: { product: Product; lng: string }) {
  const { t } = useTranslation("catalog", { lng });
  const plans = product.pricingPlans.filter((plan) => plan.active).sort((a, b) => a.position - b.position);
  if (product.free) return <Text fw={700}>{t("preview.free")}</Text>;
  if (plans.length === 0) return <Text c="dimmed">{t("preview.noPlans")}</Text>;
  return (
    <SimpleGrid type="container" cols={{ base: 1, "420px": 2, "640px": Math.min(plans.length, 3) }}>
      {plans.map((plan, i) => (
        <Paper key={plan.id ?? i} withBorder p="md" radius="md">
          <Text fw={700} mb={4}>
            {plan.name || t(`planTypes.${plan.form}`)}
          </Text>
          <PlanSchedulePreview
            plan={planFromApi(plan)}
            currency={product.currency}
            free={product.free}
            discount={product.discount}
            lng={lng}
          />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
