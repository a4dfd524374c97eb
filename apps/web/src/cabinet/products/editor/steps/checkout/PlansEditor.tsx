import { Menu, Stack, Text } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PRICING_PLAN_TYPES, type ProductDiscount } from "@sellwerk/domain";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { PlanEditor } from "./PlanEditor.tsx";
import { emptyPlan, type PlanForm } from "./planForm.ts";

export interface PlansEditorProps {
  plans: PlanForm[];
  onChange: (plans: PlanForm[]) => void;
  currency: string;
  errorFor: (path: string) => string | undefined;
  free: boolean;
  discount: ProductDiscount | null;
}

/** The product's pricing plans, each editable, added by type. */
export function PlansEditor({ plans, onChange, currency, errorFor, free, discount }: PlansEditorProps) {
  const { t } = useTranslation("catalog");
  return (
    <Stack gap="sm">
      {plans.length === 0 && (
        <Text c="dimmed" size="sm">
          {free ? t("checkout.noPlansFree") : t("checkout.noPlans")}
        </Text>
      )}
      {plans.map((plan, i) => (
        <PlanEditor
          key={plan.key}
          plan={plan}
          index={i}
          currency={currency}
          onChange={(next) => onChange(plans.map((p, index) => (index === i ? next : p)))}
          onRemove={() => onChange(plans.filter((_, index) => index !== i))}
          errorFor={(path) => errorFor(`pricingPlans.${i}.${path}`)}
          free={free}
          discount={discount}
        />
      ))}
      <Menu position="bottom-start">
        <Menu.Target>
          <AppButton
            kind="secondary"
            leftSection={<IconPlus size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            w="fit-content"
          >
            {t("checkout.addPlan")}
          </AppButton>
        </Menu.Target>
        <Menu.Dropdown>
          {PRICING_PLAN_TYPES.map((type) => (
            <Menu.Item key={type} onClick={() => onChange([...plans, emptyPlan(type)])}>
              {t(`planTypes.${type}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
