import { Radio, SimpleGrid, Stack, Switch, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  SELECTABLE_COUNTRIES,
  TAX_NUMBER_TYPES,
  VAT_EXEMPTION_REASONS,
  type SellerProfileField,
} from "@sellwerk/domain";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { TextField } from "../../ui/fields/TextField.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import type { ProfileValue, ProfileValues } from "./sellerProfileForm.ts";

export interface SellerProfileFieldsProps {
  values: ProfileValues;
  onChange: (field: SellerProfileField, value: ProfileValue) => void;
  required: readonly SellerProfileField[];
  errorFor: (field: SellerProfileField) => string | undefined;
  touched: boolean;
}

const text = (value: ProfileValue | undefined) => (typeof value === "string" ? value : "");

/** The profile's fields by topic: business, person, address, contact, taxes. */
export function SellerProfileFields({
  values,
  onChange,
  required,
  errorFor,
  touched,
}: SellerProfileFieldsProps) {
  const { t } = useTranslation("catalog");
  const { locale } = useFormat();
  const regionNames = new Intl.DisplayNames([locale], { type: "region" });
  const countries = SELECTABLE_COUNTRIES.map((code) => ({
    value: code,
    label: regionNames.of(code) ?? code,
  }));
  const isRequired = (field: SellerProfileField) => required.includes(field);
  const label = (field: SellerProfileField) => t(`profile.fields.${field}`);
  const textField = (field: SellerProfileField, props: { type?: string; autoComplete?: string } = {}) => (
    <TextField
      key={field}
      label={label(field)}
      value={text(values[field])}
      onChange={(value) => onChange(field, value)}
      required={isRequired(field)}
      touched={touched}
      error={errorFor(field)}
      {...props}
    />
  );
  const select = (field: SellerProfileField, options: { value: string; label: string }[]) => (
    <SelectField
      key={field}
      label={label(field)}
      options={options}
      value={text(values[field])}
      onChange={(value) => onChange(field, value)}
      required={isRequired(field)}
      touched={touched}
      clearable={!isRequired(field)}
      invalid={Boolean(errorFor(field))}
      errorMessage={errorFor(field)}
    />
  );
  const heading = (key: string) => (
    <Title order={2} fz="lg" mt="sm">
      {t(`profile.sections.${key}`)}
    </Title>
  );
  const entity = values.businessType === "entity";

  return (
    <Stack gap="sm">
      {heading("business")}
      <Radio.Group
        label={label("businessType")}
        value={text(values.businessType) || "natural"}
        onChange={(value) => onChange("businessType", value)}
        withAsterisk
      >
        <Stack gap={6} mt={6}>
          <Radio value="natural" label={t("profile.businessTypes.natural")} />
          <Radio value="entity" label={t("profile.businessTypes.entity")} />
        </Stack>
      </Radio.Group>
      {entity && textField("company", { autoComplete: "organization" })}

      {heading("person")}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {textField("firstName", { autoComplete: "given-name" })}
        {textField("lastName", { autoComplete: "family-name" })}
      </SimpleGrid>
      <TextInput
        type="date"
        label={label("birthday")}
        value={text(values.birthday)}
        onChange={(event) => onChange("birthday", event.currentTarget.value || null)}
        withAsterisk={isRequired("birthday")}
        error={errorFor("birthday")}
        maw={240}
      />

      {heading("address")}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {textField("street", { autoComplete: "address-line1" })}
        {textField("streetNumber")}
        {textField("zip", { autoComplete: "postal-code" })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {textField("city", { autoComplete: "address-level2" })}
        {select("countryCode", countries)}
        {(entity || text(values.region)) && textField("region", { autoComplete: "address-level1" })}
      </SimpleGrid>

      {heading("contact")}
      {textField("phone", { type: "tel", autoComplete: "tel" })}

      {heading("taxes")}
      <Radio.Group
        label={label("vatPayer")}
        value={values.vatPayer === true ? "yes" : values.vatPayer === false ? "no" : ""}
        onChange={(value) => onChange("vatPayer", value === "yes")}
        withAsterisk
        error={errorFor("vatPayer")}
      >
        <Stack gap={6} mt={6}>
          <Radio value="yes" label={t("profile.vatPayerYes")} />
          <Radio value="no" label={t("profile.vatPayerNo")} />
        </Stack>
      </Radio.Group>
      {values.vatPayer === true && textField("vatNo")}
      <Switch
        label={label("vatExempt")}
        checked={values.vatExempt === true}
        onChange={(event) => onChange("vatExempt", event.currentTarget.checked)}
      />
      {values.vatExempt === true &&
        select(
          "vatExemptionReason",
          VAT_EXEMPTION_REASONS.map((reason) => ({
            value: reason,
            label: t(`profile.exemptionReasons.${reason}`),
          })),
        )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {select(
          "taxNumberType",
          TAX_NUMBER_TYPES.map((type) => ({ value: type, label: t(`profile.taxNumberTypes.${type}`) })),
        )}
        {textField("taxNumber")}
        {select("taxIssuanceCountryCode", countries)}
      </SimpleGrid>
    </Stack>
  );
}
