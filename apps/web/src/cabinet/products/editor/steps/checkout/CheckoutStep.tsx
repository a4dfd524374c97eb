import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CHECKOUT_LAYOUTS, CURRENCIES, INPUT_RANGE } from "@sellwerk/domain";
import { saveProductPart } from "../../../../../api/products.ts";
import { IntegerField } from "../../../../../ui/fields/IntegerField.tsx";
import { SelectField } from "../../../../../ui/fields/SelectField.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { StepFormFrame } from "../form/StepFormFrame.tsx";
import { StepSection } from "../form/StepSection.tsx";
import { useStepForm } from "../form/useStepForm.ts";
import type { StepProps } from "../registry.ts";
import { useOtherProductOptions } from "../useOtherProductOptions.ts";
import { checkoutPayload, toCheckoutForm, validateCheckout, type CheckoutForm } from "./checkoutForm.ts";
import { CheckoutThemeSelect } from "./CheckoutThemeSelect.tsx";
import { DiscountEditor } from "./DiscountEditor.tsx";
import { OrderBumpsEditor } from "./OrderBumpsEditor.tsx";
import { PaymentMethodsPicker } from "./PaymentMethodsPicker.tsx";
import { methodAvailability } from "./paymentMethods.ts";
import { usePaymentSettings } from "../../../../../api/paymentSettings.ts";
import { PlansEditor } from "./PlansEditor.tsx";

const save = (values: CheckoutForm, product: StepProps["product"]) =>
  saveProductPart(product.id, "checkout", "PUT", checkoutPayload(values, product.version));

/** Step "checkout": how the product is priced and bought. */
export function CheckoutStep(props: StepProps) {
  const { t } = useTranslation("catalog");
  const form = useStepForm<CheckoutForm>({
    ...props,
    toForm: toCheckoutForm,
    validate: validateCheckout,
    save,
  });
  const { values, set, errorFor } = form;
  const { product } = props;
  const currency = values.currency;
  const discount = values.discount.active ? values.discount : null;
  // The seller's feature flags (klarna, twint, mondu, klarna subscriptions) come with the payment settings.
  const settings = usePaymentSettings();
  const availability = methodAvailability(
    values.plans.filter((p) => p.active).map((p) => p.form),
    settings.data?.flags ?? {},
  );
  const others = useOtherProductOptions(product.id);

  return (
    <StepFormFrame title={t("steps.checkout")} description={t("checkout.intro")} form={form}>
      <StepSection title={t("checkout.plans")}>
        <SelectField
          label={t("checkout.currency")}
          description={t("checkout.currencyHelp")}
          options={CURRENCIES.map((code) => ({ value: code, label: code.toUpperCase() }))}
          value={values.currency}
          onChange={(code) => code && set("currency", code)}
          invalid={Boolean(errorFor("currency"))}
          errorMessage={errorFor("currency")}
          maw={240}
        />
        <PlansEditor
          plans={values.plans}
          onChange={(plans) => set("plans", plans)}
          currency={currency}
          errorFor={errorFor}
          free={product.free}
          discount={discount}
        />
      </StepSection>
      <StepSection title={t("checkout.discount")}>
        <DiscountEditor
          discount={values.discount}
          currency={currency}
          onChange={(next) => set("discount", next)}
          errorFor={errorFor}
        />
      </StepSection>
      <StepSection title={t("checkout.access")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <IntegerField
            label={t("checkout.limit")}
            description={t("checkout.limitHelp")}
            value={values.limit}
            min={INPUT_RANGE.min}
            max={INPUT_RANGE.max}
            onChange={(limit) => set("limit", limit)}
            error={errorFor("limit")}
          />
          <TextField
            label={t("checkout.accessPassword")}
            description={t("checkout.accessPasswordHelp")}
            value={values.accessPassword}
            onChange={(password) => set("accessPassword", password)}
            autoComplete="off"
            error={errorFor("accessPassword")}
          />
        </SimpleGrid>
      </StepSection>
      <StepSection title={t("checkout.payment")}>
        <PaymentMethodsPicker
          availability={availability}
          value={values.paymentMethods}
          onChange={(methods) => set("paymentMethods", methods)}
          error={errorFor("paymentMethods")}
        />
      </StepSection>
      <StepSection title={t("checkout.layoutAndBumps")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label={t("checkout.layout")}
            options={CHECKOUT_LAYOUTS.map((layout) => ({ value: layout, label: t(`layouts.${layout}`) }))}
            value={values.layout}
            searchable={false}
            onChange={(layout) => layout && set("layout", layout as CheckoutForm["layout"])}
            maw={320}
          />
          <CheckoutThemeSelect
            value={values.themeId}
            onChange={(themeId) => set("themeId", themeId)}
            error={errorFor("themeId")}
          />
        </SimpleGrid>
        <OrderBumpsEditor
          bumps={values.orderBumps}
          position={values.orderBumpPosition}
          productOptions={others.options}
          loading={others.loading}
          onChange={(bumps) => set("orderBumps", bumps)}
          onPosition={(position) => set("orderBumpPosition", position)}
          errorFor={errorFor}
        />
      </StepSection>
    </StepFormFrame>
  );
}
