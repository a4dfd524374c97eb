import { Checkbox, Group, SegmentedControl, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  BUY_BUTTON_TEXTS,
  CHECKOUT_BUYER_INCLUDE_TYPES,
  CHECKOUT_LAYOUTS,
  CHECKOUT_THEME_NAME_MAX,
  CHECKOUT_THEME_RADIUS_MAX,
  CHECKOUT_THEME_TEXT_MAX,
  ORDER_BUMP_POSITIONS,
} from "@sellwerk/domain";
import type { CheckoutThemeLook } from "../../../api/checkoutSettingsTypes.ts";
import { DateTimeField } from "../../../ui/fields/DateTimeField.tsx";
import { IntegerField } from "../../../ui/fields/IntegerField.tsx";
import { SelectField } from "../../../ui/fields/SelectField.tsx";
import { TextField } from "../../../ui/fields/TextField.tsx";
import { ImageUploadField } from "../../../ui/image/ImageUploadField.tsx";
import { StepSection } from "../../products/editor/steps/form/StepSection.tsx";
import { ThemeColorField } from "./ThemeColorField.tsx";
import type { ColorField, ThemeForm } from "./themeForm.ts";

export interface ThemeFieldsProps {
  form: ThemeForm;
  onChange: (next: ThemeForm) => void;
  errorFor: (path: string) => string | undefined;
  touched: boolean;
}

/** Every setting of a checkout theme (spec core §3), grouped as the checkout page shows them. */
export function ThemeFields({ form, onChange, errorFor, touched }: ThemeFieldsProps) {
  const { t } = useTranslation("checkoutSettings");
  const look = form.theme;
  const setLook = <K extends keyof CheckoutThemeLook>(key: K, value: CheckoutThemeLook[K]) =>
    onChange({ ...form, theme: { ...look, [key]: value } });
  const color = (field: ColorField) => (
    <ThemeColorField
      label={t(`editor.fields.${field}`)}
      value={look[field]}
      onChange={(value) => setLook(field, value)}
      error={errorFor(`theme.${field}`)}
    />
  );
  const radius = (field: "buyButtonRadius" | "couponButtonRadius") => (
    <IntegerField
      label={t(`editor.fields.${field}`)}
      value={look[field]}
      min={0}
      max={CHECKOUT_THEME_RADIUS_MAX}
      onChange={(value) => setLook(field, value ?? 0)}
      leftSection={<Text size="xs">px</Text>}
      error={errorFor(`theme.${field}`)}
    />
  );

  return (
    <Stack gap="md">
      <StepSection title={t("editor.sections.general")}>
        <TextField
          label={t("editor.fields.name")}
          value={form.name}
          onChange={(name) => onChange({ ...form, name })}
          required
          touched={touched}
          maxLength={CHECKOUT_THEME_NAME_MAX}
          error={errorFor("name")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label={t("editor.fields.layout")}
            options={CHECKOUT_LAYOUTS.map((layout) => ({
              value: layout,
              label: t(`catalog:layouts.${layout}`),
            }))}
            value={form.layout}
            searchable={false}
            onChange={(layout) => layout && onChange({ ...form, layout: layout as ThemeForm["layout"] })}
          />
          <SelectField
            label={t("editor.fields.buyerIncludeType")}
            options={CHECKOUT_BUYER_INCLUDE_TYPES.map((type) => ({
              value: type,
              label: t(`buyerTypes.${type}`),
            }))}
            value={form.buyerIncludeType}
            searchable={false}
            onChange={(type) =>
              type && onChange({ ...form, buyerIncludeType: type as ThemeForm["buyerIncludeType"] })
            }
          />
        </SimpleGrid>
        <SelectField
          label={t("editor.fields.upsellPosition")}
          options={ORDER_BUMP_POSITIONS.map((p) => ({ value: p, label: t(`catalog:bumpPositions.${p}`) }))}
          value={look.upsellPosition}
          searchable={false}
          onChange={(p) => p && setLook("upsellPosition", p as CheckoutThemeLook["upsellPosition"])}
        />
      </StepSection>

      <StepSection title={t("editor.sections.buyButton")}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {color("buyButtonColor")}
          {color("buyButtonFontColor")}
          {radius("buyButtonRadius")}
        </SimpleGrid>
        <SelectField
          label={t("editor.fields.buyButtonText")}
          options={BUY_BUTTON_TEXTS.map((text) => ({ value: text, label: t(`buyButtonTexts.${text}`) }))}
          value={look.buyButtonText}
          searchable={false}
          onChange={(text) => text && setLook("buyButtonText", text as CheckoutThemeLook["buyButtonText"])}
        />
        <TextField
          label={t("editor.fields.getForFreeText")}
          description={t("editor.fields.getForFreeHelp")}
          placeholder={t("preview.freeDefault")}
          value={look.getForFreeText}
          maxLength={CHECKOUT_THEME_TEXT_MAX}
          onChange={(value) => setLook("getForFreeText", value)}
          error={errorFor("theme.getForFreeText")}
        />
      </StepSection>

      <StepSection title={t("editor.sections.couponButton")}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {color("couponButtonColor")}
          {color("couponButtonFontColor")}
          {radius("couponButtonRadius")}
        </SimpleGrid>
      </StepSection>

      <StepSection title={t("editor.sections.page")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {color("pageColor")}
          {color("backgroundColor")}
          {color("recommendedBadgeColor")}
          {color("recommendedBadgeFontColor")}
        </SimpleGrid>
      </StepSection>

      <StepSection title={t("editor.sections.countdown")}>
        <Switch
          label={t("editor.fields.countdownEnabled")}
          checked={look.countdownEnabled}
          onChange={(event) => setLook("countdownEnabled", event.currentTarget.checked)}
        />
        {look.countdownEnabled && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateTimeField
                label={t("editor.fields.countdownEndsAt")}
                value={look.countdownEndsAt}
                onChange={(value) => setLook("countdownEndsAt", value)}
                withAsterisk
                error={errorFor("theme.countdownEndsAt")}
              />
              <TextField
                label={t("editor.fields.countdownText")}
                placeholder={t("preview.countdownDefault")}
                value={look.countdownText}
                maxLength={CHECKOUT_THEME_TEXT_MAX}
                onChange={(value) => setLook("countdownText", value)}
                error={errorFor("theme.countdownText")}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {color("countdownColor")}
              {color("countdownFontColor")}
            </SimpleGrid>
          </>
        )}
      </StepSection>

      <StepSection title={t("editor.sections.mobile")} description={t("editor.fields.mobileHelp")}>
        <Group gap="lg" wrap="wrap">
          <Switch
            label={t("editor.fields.mobileDescriptionEnabled")}
            checked={look.mobileDescriptionEnabled}
            onChange={(event) => setLook("mobileDescriptionEnabled", event.currentTarget.checked)}
          />
          <SegmentedControl
            aria-label={t("editor.fields.mobileDescriptionDefault")}
            disabled={!look.mobileDescriptionEnabled}
            value={look.mobileDescriptionDefault}
            onChange={(value) => setLook("mobileDescriptionDefault", value)}
            data={[
              { value: "collapsed", label: t("editor.fields.collapsed") },
              { value: "expanded", label: t("editor.fields.expanded") },
            ]}
          />
        </Group>
      </StepSection>

      <StepSection title={t("editor.sections.trustSeals")}>
        <Group gap="lg">
          {(["visa", "sslSecure", "mastercard"] as const).map((seal) => (
            <Checkbox
              key={seal}
              label={t(`editor.seals.${seal}`)}
              checked={form.trustSeals[seal]}
              onChange={(event) =>
                onChange({ ...form, trustSeals: { ...form.trustSeals, [seal]: event.currentTarget.checked } })
              }
            />
          ))}
        </Group>
        <ImageUploadField
          label={t("editor.seals.product")}
          description={t("editor.seals.productHelp")}
          purpose="trust_seal"
          aspect={1}
          previewVariant="s"
          value={
            form.trustSeals.productSealFileId !== null && form.trustSeals.productSealUrl
              ? {
                  id: form.trustSeals.productSealFileId,
                  url: form.trustSeals.productSealUrl,
                  variants: { s: form.trustSeals.productSealUrl },
                }
              : null
          }
          onChange={(file) =>
            onChange({
              ...form,
              trustSeals: {
                ...form.trustSeals,
                productSealFileId: file?.id ?? null,
                productSealUrl: file ? (file.variants.s ?? file.url) : null,
              },
            })
          }
          error={errorFor("trustSeals.productSealFileId")}
        />
      </StepSection>
    </Stack>
  );
}
