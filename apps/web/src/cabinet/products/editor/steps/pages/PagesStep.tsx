import { Radio, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { saveProductPart } from "../../../../../api/products.ts";
import { RichTextField } from "../../../../../ui/fields/RichTextField.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { StepFormFrame } from "../form/StepFormFrame.tsx";
import { StepSection } from "../form/StepSection.tsx";
import { useStepForm } from "../form/useStepForm.ts";
import type { StepProps } from "../registry.ts";
import {
  pagesPayload,
  SUCCESS_PAGES,
  TERMS_MAX_LENGTH,
  toPagesForm,
  validatePages,
  type PagesForm,
} from "./pagesForm.ts";

const save = (values: PagesForm, product: StepProps["product"]) =>
  saveProductPart(product.id, "pages", "PUT", pagesPayload(values, product.version));

/** Step "pages": the success page and the product's terms. */
export function PagesStep(props: StepProps) {
  const { t } = useTranslation("catalog");
  const form = useStepForm<PagesForm>({ ...props, toForm: toPagesForm, validate: validatePages, save });
  const { values, set, errorFor } = form;
  return (
    <StepFormFrame title={t("steps.pages")} description={t("pages.intro")} form={form}>
      <Radio.Group
        label={t("pages.success")}
        value={values.success}
        onChange={(success) => set("success", success)}
      >
        <Stack gap="xs" mt="xs">
          {SUCCESS_PAGES.map((option) => (
            <Radio key={option} value={option} label={t(`pages.successOptions.${option}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {values.success === "url" && (
        <TextField
          label={t("pages.successUrl")}
          placeholder="https://example.com/thanks"
          value={values.successUrl}
          onChange={(url) => set("successUrl", url)}
          required
          touched={form.submitted}
          error={errorFor("successUrl")}
          type="url"
        />
      )}
      <StepSection title={t("pages.legal")}>
        {/* Both texts are HTML the buyer pages show formatted: edited as such, never as raw tags. */}
        <RichTextField
          label={t("pages.cancellationTerms")}
          value={values.cancellationTerms}
          onChange={(html) => set("cancellationTerms", html)}
          maxLength={TERMS_MAX_LENGTH}
          error={errorFor("cancellationTerms")}
        />
        <RichTextField
          label={t("pages.terms")}
          value={values.terms}
          onChange={(html) => set("terms", html)}
          maxLength={TERMS_MAX_LENGTH}
          error={errorFor("terms")}
        />
      </StepSection>
    </StepFormFrame>
  );
}
