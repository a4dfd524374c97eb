import { MultiSelect, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { saveProductPart } from "../../../../../api/products.ts";
import { StepFormFrame } from "../form/StepFormFrame.tsx";
import { useStepForm } from "../form/useStepForm.ts";
import type { StepProps } from "../registry.ts";
import { useOtherProductOptions } from "../useOtherProductOptions.ts";
import { toUpsellForm, upsellPayload, validateUpsell, type UpsellForm } from "./upsellForm.ts";

const save = (values: UpsellForm, product: StepProps["product"]) =>
  saveProductPart(product.id, "upsell", "PUT", upsellPayload(values, product.version));

/** Step "upsell": what is offered right after this product was bought. */
export function UpsellStep(props: StepProps) {
  const { t } = useTranslation("catalog");
  const form = useStepForm<UpsellForm>({ ...props, toForm: toUpsellForm, validate: validateUpsell, save });
  const { values, set, errorFor } = form;
  const others = useOtherProductOptions(props.product.id);
  return (
    <StepFormFrame title={t("steps.upsell")} description={t("upsell.intro")} form={form}>
      <Stack gap="md">
        <MultiSelect
          label={t("upsell.products")}
          description={t("upsell.productsHelp")}
          data={others.options.map((o) => ({ value: String(o.value), label: o.label }))}
          value={values.productIds.map(String)}
          onChange={(ids) => set("productIds", ids.map(Number))}
          searchable
          clearable
          disabled={others.loading}
          nothingFoundMessage={t("common:fields.noOptions")}
          error={errorFor("productIds")}
        />
      </Stack>
    </StepFormFrame>
  );
}
