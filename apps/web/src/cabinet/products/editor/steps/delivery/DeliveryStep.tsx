import { Radio, Stack, Tabs, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EMAIL_DELIVERY_OPTIONS } from "@sellwerk/domain";
import { saveProductPart } from "../../../../../api/products.ts";
import { TextAreaField } from "../../../../../ui/fields/TextAreaField.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { StepFormFrame } from "../form/StepFormFrame.tsx";
import { useStepForm } from "../form/useStepForm.ts";
import type { StepProps } from "../registry.ts";
import {
  BODY_MAX_LENGTH,
  DELIVERY_LANGUAGES,
  deliveryPayload,
  toDeliveryForm,
  validateDelivery,
  type DeliveryForm,
  type DeliveryLanguage,
} from "./deliveryForm.ts";
import { PlaceholderList } from "./PlaceholderList.tsx";

const save = (values: DeliveryForm, product: StepProps["product"]) =>
  saveProductPart(product.id, "delivery", "PUT", deliveryPayload(values, product.version));

/** Step "delivery": the mail the buyer gets after the purchase. */
export function DeliveryStep(props: StepProps) {
  const { t } = useTranslation("catalog");
  const form = useStepForm<DeliveryForm>({
    ...props,
    toForm: toDeliveryForm,
    validate: validateDelivery,
    save,
  });
  const { values, set, errorFor } = form;
  const setMail = (lng: DeliveryLanguage, key: "subject" | "body", text: string) =>
    set("custom", { ...values.custom, [lng]: { ...values.custom[lng], [key]: text } });

  return (
    <StepFormFrame title={t("steps.delivery")} description={t("delivery.intro")} form={form}>
      <Radio.Group label={t("delivery.email")} value={values.email} onChange={(email) => set("email", email)}>
        <Stack gap="xs" mt="xs">
          {EMAIL_DELIVERY_OPTIONS.map((option) => (
            <Radio
              key={option}
              value={option}
              label={t(`delivery.options.${option}`)}
              description={t(`delivery.describe.${option}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {values.email === "custom" && (
        <Stack gap="sm">
          {errorFor("custom") && (
            <Text c="red" size="sm" role="alert">
              {errorFor("custom")}
            </Text>
          )}
          <Tabs defaultValue="en" keepMounted={false}>
            <Tabs.List>
              {DELIVERY_LANGUAGES.map((lng) => (
                <Tabs.Tab key={lng} value={lng}>
                  {t(`common:language.names.${lng}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {DELIVERY_LANGUAGES.map((lng) => (
              <Tabs.Panel key={lng} value={lng} pt="sm">
                <Stack gap="sm">
                  <TextField
                    label={t("delivery.subject", { language: t(`common:language.names.${lng}`) })}
                    value={values.custom[lng].subject}
                    onChange={(text) => setMail(lng, "subject", text)}
                    error={errorFor(`custom.${lng}.subject`)}
                  />
                  <TextAreaField
                    label={t("delivery.body", { language: t(`common:language.names.${lng}`) })}
                    value={values.custom[lng].body}
                    onChange={(text) => setMail(lng, "body", text)}
                    maxLength={BODY_MAX_LENGTH}
                    minRows={6}
                    error={errorFor(`custom.${lng}.body`)}
                  />
                  <PlaceholderList
                    onInsert={(text) => {
                      const body = values.custom[lng].body;
                      setMail(lng, "body", body ? `${body} ${text}` : text);
                    }}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      )}
    </StepFormFrame>
  );
}
