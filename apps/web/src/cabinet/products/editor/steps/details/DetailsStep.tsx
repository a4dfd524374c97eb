import { Group, SimpleGrid, Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IMAGE_CROP_ASPECTS, PRODUCT_TEXT_LIMIT, slugify } from "@sellwerk/domain";
import { saveProductPart } from "../../../../../api/products.ts";
import { RichTextField } from "../../../../../ui/fields/RichTextField.tsx";
import { SelectField } from "../../../../../ui/fields/SelectField.tsx";
import { TextAreaField } from "../../../../../ui/fields/TextAreaField.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { ImageUploadField } from "../../../../../ui/image/ImageUploadField.tsx";
import { useFormat } from "../../../../../ui/useFormat.ts";
import { CategoryPicker } from "../../../categories/CategoryPicker.tsx";
import { StepFormFrame } from "../form/StepFormFrame.tsx";
import { useStepForm } from "../form/useStepForm.ts";
import type { StepProps } from "../registry.ts";
import { contentLanguageOptions } from "./contentLanguages.ts";
import {
  DESCRIPTION_MAX_LENGTH,
  detailsPayload,
  toDetailsForm,
  validateDetails,
  type DetailsForm,
} from "./detailsForm.ts";

const save = (values: DetailsForm, product: StepProps["product"]) =>
  saveProductPart(product.id, "details", "PATCH", detailsPayload(values, product.version));

/** Step "details": what the product is called, says and looks like. */
export function DetailsStep(props: StepProps) {
  const { t } = useTranslation("catalog");
  const { locale } = useFormat();
  const form = useStepForm<DetailsForm>({ ...props, toForm: toDetailsForm, validate: validateDetails, save });
  const { values, set, errorFor } = form;

  return (
    <StepFormFrame title={t("steps.details")} description={t("details.intro")} form={form}>
      <Stack gap="md">
        <TextField
          label={t("details.name")}
          value={values.name}
          onChange={(name) => set("name", name)}
          required
          touched={form.submitted}
          error={errorFor("name")}
        />
        <TextField
          label={t("details.slug")}
          description={t("details.slugHelp")}
          value={values.slug}
          onChange={(slug) => set("slug", slug)}
          onBlur={() => values.slug === "" && set("slug", slugify(values.name))}
          required
          touched={form.submitted}
          error={errorFor("slug")}
        />
        <TextAreaField
          label={t("details.shortDescription")}
          value={values.shortDescription}
          onChange={(text) => set("shortDescription", text)}
          maxLength={PRODUCT_TEXT_LIMIT}
          minRows={2}
          error={errorFor("shortDescription")}
        />
        <RichTextField
          label={t("details.description")}
          value={values.description}
          onChange={(html) => set("description", html)}
          maxLength={DESCRIPTION_MAX_LENGTH}
          error={errorFor("description")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={t("details.internalName")}
            description={t("details.internalNameHelp")}
            value={values.internalName}
            onChange={(text) => set("internalName", text)}
            error={errorFor("internalName")}
          />
          <TextField
            label={t("details.costCenter")}
            value={values.costCenter}
            onChange={(text) => set("costCenter", text)}
            error={errorFor("costCenter")}
          />
        </SimpleGrid>
        <CategoryPicker
          value={values.categoryIds}
          onChange={(ids) => set("categoryIds", ids)}
          error={errorFor("categoryIds")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label={t("details.contentLanguage")}
            description={t("details.contentLanguageHelp")}
            options={contentLanguageOptions(locale)}
            value={values.contentLanguage}
            onChange={(code) => code && set("contentLanguage", code as DetailsForm["contentLanguage"])}
            required
            invalid={Boolean(errorFor("contentLanguage"))}
            errorMessage={errorFor("contentLanguage")}
          />
          <Group align="flex-end" pb={6}>
            <Switch
              label={t("details.free")}
              description={t("details.freeHelp")}
              checked={values.free}
              onChange={(event) => set("free", event.currentTarget.checked)}
            />
          </Group>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ImageUploadField
            label={t("details.cover")}
            description={t("details.coverHelp")}
            value={values.cover}
            onChange={(file) => set("cover", file)}
            aspect={IMAGE_CROP_ASPECTS.square}
            purpose="cover"
            error={errorFor("coverFileId")}
          />
          <ImageUploadField
            label={t("details.banner")}
            description={t("details.bannerHelp")}
            value={values.banner}
            onChange={(file) => set("banner", file)}
            aspect={IMAGE_CROP_ASPECTS.banner}
            purpose="banner"
            error={errorFor("bannerFileId")}
          />
        </SimpleGrid>
      </Stack>
    </StepFormFrame>
  );
}
