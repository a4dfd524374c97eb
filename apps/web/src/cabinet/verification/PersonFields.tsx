import { SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/fields/TextField.tsx";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { useCountryOptions } from "./countries.ts";

export type AddressField = "street" | "streetNumber" | "zip" | "city" | "countryCode" | "region";
export type PersonField = "firstName" | "lastName" | "birthday" | "nationality";

interface FieldsProps<F extends string> {
  values: Record<F, string>;
  set: (field: F) => (value: string | null) => void;
  errorFor: (field: string) => string | undefined;
  tried: boolean;
}

/** Street, number, zip, city, country and region: the head quarter's and a beneficial owner's address. */
export function AddressFields<F extends AddressField>({ values, set, errorFor, tried }: FieldsProps<F>) {
  const { t } = useTranslation("verification");
  const countries = useCountryOptions();
  const text = (field: AddressField, required: boolean) => (
    <TextField
      label={t(`fields.${field}`)}
      value={values[field as F]}
      onChange={set(field as F)}
      required={required}
      touched={tried}
      error={errorFor(field)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {text("street", true)}
      {text("streetNumber", false)}
      {text("zip", true)}
      {text("city", true)}
      <SelectField
        label={t("fields.countryCode")}
        options={countries}
        value={values["countryCode" as F]}
        onChange={set("countryCode" as F)}
        required
        touched={tried}
        invalid={Boolean(errorFor("countryCode"))}
        errorMessage={errorFor("countryCode")}
      />
      {text("region", false)}
    </SimpleGrid>
  );
}

/** First and last name, birthday and nationality: the legal representative's and an owner's. */
export function PersonFields<F extends PersonField>({ values, set, errorFor, tried }: FieldsProps<F>) {
  const { t } = useTranslation("verification");
  const countries = useCountryOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextField
        label={t("fields.firstName")}
        value={values["firstName" as F]}
        onChange={set("firstName" as F)}
        required
        touched={tried}
        error={errorFor("firstName")}
      />
      <TextField
        label={t("fields.lastName")}
        value={values["lastName" as F]}
        onChange={set("lastName" as F)}
        required
        touched={tried}
        error={errorFor("lastName")}
      />
      <TextInput
        type="date"
        label={t("fields.birthday")}
        value={values["birthday" as F]}
        onChange={(e) => set("birthday" as F)(e.currentTarget.value)}
        withAsterisk
        error={errorFor("birthday")}
      />
      <SelectField
        label={t("fields.nationality")}
        options={countries}
        value={values["nationality" as F]}
        onChange={set("nationality" as F)}
        required
        touched={tried}
        invalid={Boolean(errorFor("nationality"))}
        errorMessage={errorFor("nationality")}
      />
    </SimpleGrid>
  );
}
