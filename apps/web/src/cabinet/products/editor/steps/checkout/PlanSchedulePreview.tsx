import { List, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { buyPriceAfterDiscount, type ProductDiscount } from "@sellwerk/domain";
import { useFormat } from "../../../../../ui/useFormat.ts";
import { planPayments, type PlanForm } from "./planForm.ts";
import { useIntervalText } from "./useIntervalText.ts";

export interface PlanSchedulePreviewProps {
  plan: PlanForm;
  currency: string;
  free: boolean;
  discount: ProductDiscount | null;
  /** Language of the labels (the preview page uses the product's content language). */
  lng?: string;
}

/** What the buyer will pay and when, the total, and the first payment after the discount. */
export function PlanSchedulePreview({ plan, currency, free, discount, lng }: PlanSchedulePreviewProps) {
  const { t } = useTranslation("catalog", { lng });
  const format = useFormat(lng);
  const intervalText = useIntervalText(lng);
  const { payments, open, total } = planPayments(plan);
  const money = (amount: number) => format.money(amount, currency);
  const first = payments[0]?.amount ?? 0;
  const discounted = buyPriceAfterDiscount(first, { free, discount });

  return (
    <Stack gap={4} aria-label={t("checkout.schedule")} role="group">
      <Text size="sm" fw={600}>
        {t("checkout.schedule")}
      </Text>
      <List size="sm" spacing={2}>
        {payments.map((payment, i) => (
          <List.Item key={i}>
            {payment.after === null
              ? t(plan.trialDays ? "checkout.paymentAfterTrial" : "checkout.paymentNow", {
                  amount: money(payment.amount),
                  days: plan.trialDays ?? 0,
                })
              : t(open ? "checkout.paymentEvery" : "checkout.paymentAfter", {
                  amount: money(payment.amount),
                  interval: intervalText(payment.after),
                })}
          </List.Item>
        ))}
      </List>
      {total !== null && (
        <Text size="sm">
          {t("checkout.total")}: <strong>{money(total)}</strong>
        </Text>
      )}
      {/* Shown whenever a discount is on, so typing its value does not move the page around. */}
      {discount && !free && (
        <Text size="sm" c="green.8">
          {t("checkout.afterDiscount", { amount: money(discounted) })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {plan.useNetPrice ? t("checkout.netNote") : t("checkout.grossNote")}
      </Text>
    </Stack>
  );
}
