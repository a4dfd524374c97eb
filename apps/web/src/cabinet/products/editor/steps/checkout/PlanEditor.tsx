import { ActionIcon, Group, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  CUSTOM_START_DAYS,
  PRICING_PLAN_TYPES,
  type PricingPlanType,
  type ProductDiscount,
} from "@sellwerk/domain";
import { IntegerField } from "../../../../../ui/fields/IntegerField.tsx";
import { MoneyField } from "../../../../../ui/fields/MoneyField.tsx";
import { SelectField } from "../../../../../ui/fields/SelectField.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { IntervalPicker } from "./IntervalPicker.tsx";
import { PlanSchedulePreview } from "./PlanSchedulePreview.tsx";
import { RatesEditor } from "./RatesEditor.tsx";
import {
  hasField,
  PAYMENTS_COUNT,
  TRIAL_DAYS_MAX,
  usesRates,
  withCustomIntervals,
  withPlanType,
  type PlanForm,
} from "./planForm.ts";

export interface PlanEditorProps {
  plan: PlanForm;
  index: number;
  currency: string;
  onChange: (plan: PlanForm) => void;
  onRemove: () => void;
  /** Error by path below this plan ("prefs.price", "currency" …). */
  errorFor: (path: string) => string | undefined;
  free: boolean;
  discount: ProductDiscount | null;
}

/** One pricing plan: its type, currency, net or gross, the prefs of its type and its schedule. */
export function PlanEditor({
  plan,
  index,
  currency,
  onChange,
  onRemove,
  errorFor,
  free,
  discount,
}: PlanEditorProps) {
  const { t } = useTranslation("catalog");
  const has = (field: Parameters<typeof hasField>[1]) => hasField(plan.form, field);
  const set = <K extends keyof PlanForm>(key: K, value: PlanForm[K]) => onChange({ ...plan, [key]: value });
  const title = plan.name || t("checkout.planNumber", { number: index + 1 });

  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={title}>
      <Stack gap="sm">
        {/* Wraps on phones: the title and three controls do not fit 390 px side by side. */}
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{title}</Text>
          <Group gap="xs">
            <Switch
              label={t("checkout.planRecommended")}
              checked={plan.recommended}
              onChange={(event) => set("recommended", event.currentTarget.checked)}
            />
            <Switch
              label={t("checkout.planActive")}
              checked={plan.active}
              onChange={(event) => set("active", event.currentTarget.checked)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t("checkout.removePlan", { name: title })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label={t("checkout.planType")}
            options={PRICING_PLAN_TYPES.map((type) => ({ value: type, label: t(`planTypes.${type}`) }))}
            value={plan.form}
            searchable={false}
            onChange={(type) => type && onChange(withPlanType(plan, type as PricingPlanType))}
          />
          <TextField
            label={t("checkout.planName")}
            value={plan.name}
            onChange={(name) => set("name", name)}
            error={errorFor("name")}
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} mb={4} id={`plan-${plan.key}-net`}>
            {t("checkout.priceBasis")}
          </Text>
          <SegmentedControl
            aria-labelledby={`plan-${plan.key}-net`}
            value={plan.useNetPrice ? "net" : "gross"}
            onChange={(value) => set("useNetPrice", value === "net")}
            data={[
              { value: "gross", label: t("checkout.gross") },
              { value: "net", label: t("checkout.net") },
            ]}
          />
        </div>
        {has("price") && (
          <MoneyField
            label={t("checkout.price")}
            currency={currency}
            value={plan.price}
            onChange={(price) => set("price", price)}
            required
            error={errorFor("prefs.price")}
            maw={240}
          />
        )}
        {has("customIntervals") && (
          <Switch
            label={t("checkout.customIntervals")}
            description={t("checkout.customIntervalsHelp")}
            checked={plan.customIntervals}
            onChange={(event) => onChange(withCustomIntervals(plan, event.currentTarget.checked))}
          />
        )}
        {usesRates(plan) ? (
          <RatesEditor
            rates={plan.rates}
            currency={currency}
            onChange={(rates) => set("rates", rates)}
            errorFor={(path) => errorFor(`prefs.rates.${path}`)}
            listError={errorFor("prefs.rates")}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {has("firstAmount") && (
              <MoneyField
                label={t("checkout.firstAmount")}
                currency={currency}
                value={plan.firstAmount}
                onChange={(amount) => set("firstAmount", amount)}
                required
                error={errorFor("prefs.firstAmount")}
              />
            )}
            {has("nextAmount") && (
              <MoneyField
                label={t("checkout.nextAmount")}
                currency={currency}
                value={plan.nextAmount}
                onChange={(amount) => set("nextAmount", amount)}
                required
                error={errorFor("prefs.nextAmount")}
              />
            )}
            {has("paymentsCount") && (
              <IntegerField
                label={t("checkout.paymentsCount")}
                value={plan.paymentsCount}
                min={PAYMENTS_COUNT.min}
                max={PAYMENTS_COUNT.max}
                onChange={(count) => set("paymentsCount", count)}
                required
                error={errorFor("prefs.paymentsCount")}
              />
            )}
          </SimpleGrid>
        )}
        {has("interval") && !usesRates(plan) && (
          <IntervalPicker
            label={t("checkout.interval")}
            value={plan.interval}
            onChange={(interval) => set("interval", interval)}
            error={errorFor("prefs.interval.count")}
          />
        )}
        {(has("trialDays") || has("customStartDay")) && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {has("trialDays") && (
              <IntegerField
                label={t("checkout.trialDays")}
                value={plan.trialDays}
                min={0}
                max={TRIAL_DAYS_MAX}
                onChange={(days) => set("trialDays", days)}
                error={errorFor("prefs.trialDays")}
              />
            )}
            {has("customStartDay") && (
              <SelectField
                label={t("checkout.customStartDay")}
                options={CUSTOM_START_DAYS.map((day) => ({
                  value: day,
                  label: t("checkout.dayOfMonth", { day }),
                }))}
                value={plan.customStartDay}
                searchable={false}
                clearable
                placeholder={t("checkout.startOnPurchase")}
                onChange={(day) => set("customStartDay", day ? Number(day) : null)}
                invalid={Boolean(errorFor("prefs.customStartDay"))}
                errorMessage={errorFor("prefs.customStartDay")}
              />
            )}
          </SimpleGrid>
        )}
        <PlanSchedulePreview plan={plan} currency={currency} free={free} discount={discount} />
      </Stack>
    </Paper>
  );
}
