import { Checkbox, Code, Group, Radio, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CERTIFICATE_DATA_FIELDS, CERTIFICATE_SERIAL_FORMATS, DESIGN_LIMITS } from "@sellwerk/domain";
import { saveKeysDetails, type KeysDetails } from "../../../../../api/catalogContent.ts";
import type { Product } from "../../../../../api/catalogTypes.ts";
import { TextAreaField } from "../../../../../ui/fields/TextAreaField.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { StepFormFrame } from "../form/StepFormFrame.tsx";
import { StepSection } from "../form/StepSection.tsx";
import { useStepForm } from "../form/useStepForm.ts";
import type { StepProps } from "../registry.ts";
import { keysDetailsPayload, serialExample, toKeysDetails, validateKeysDetails } from "./keysDetailsForm.ts";

const save = (details: KeysDetails, product: Product) =>
  saveKeysDetails(product.id, product.version, keysDetailsPayload(details));

/** Step "keys details" of a certificate: what it says and how its serial reads. */
export function KeysDetailsStep(props: StepProps) {
  const { t } = useTranslation("catalogContent");
  const form = useStepForm<KeysDetails>({
    ...props,
    toForm: toKeysDetails,
    validate: validateKeysDetails,
    save,
  });
  const { values, set, errorFor } = form;

  return (
    <StepFormFrame title={t("keys.title")} description={t("keys.intro")} form={form}>
      <Checkbox.Group
        label={t("keys.fields")}
        description={t("keys.fieldsHint")}
        value={values.fields}
        onChange={(fields) =>
          set(
            "fields",
            CERTIFICATE_DATA_FIELDS.filter((f) => fields.includes(f)),
          )
        }
      >
        <Group gap="lg" mt="xs">
          {CERTIFICATE_DATA_FIELDS.map((field) => (
            <Checkbox key={field} value={field} label={t(`certificate.fields.${field}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <TextField
        label={t("keys.certificateTitle")}
        placeholder={t("keys.certificateTitlePlaceholder")}
        value={values.title}
        onChange={(title) => set("title", title)}
        maxLength={DESIGN_LIMITS.titleMax}
        error={errorFor("title")}
      />
      <TextAreaField
        label={t("keys.customText")}
        description={t("keys.customTextHint")}
        value={values.customText}
        onChange={(text) => set("customText", text)}
        maxLength={DESIGN_LIMITS.textMax}
        error={errorFor("customText")}
      />
      <TextAreaField
        label={t("keys.validityText")}
        description={t("keys.validityHint")}
        value={values.validityText}
        onChange={(text) => set("validityText", text)}
        maxLength={DESIGN_LIMITS.validityMax}
        minRows={2}
        error={errorFor("validityText")}
      />
      <StepSection title={t("keys.serial")} description={t("keys.serialIntro")}>
        <Stack gap="sm">
          <TextField
            label={t("keys.serialPrefix")}
            description={t("keys.serialPrefixHint")}
            value={values.serialPrefix}
            onChange={(prefix) => set("serialPrefix", prefix.toUpperCase())}
            maxLength={12}
            maw={260}
            error={errorFor("serialPrefix")}
          />
          <Radio.Group
            label={t("keys.serialFormat")}
            value={values.serialFormat}
            onChange={(format) => set("serialFormat", format)}
          >
            <Stack gap="xs" mt="xs">
              {CERTIFICATE_SERIAL_FORMATS.map((format) => (
                <Radio key={format} value={format} label={t(`keys.formats.${format}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="sm">
            {t("keys.serialExample")} <Code>{serialExample(values)}</Code>
          </Text>
          <Text size="xs" c="dimmed">
            {t("keys.serialRandom")}
          </Text>
        </Stack>
      </StepSection>
    </StepFormFrame>
  );
}
