import { Stack, Switch, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { saveProductPart } from "../../../../../api/products.ts";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { StepFormFrame } from "../form/StepFormFrame.tsx";
import { StepSection } from "../form/StepSection.tsx";
import { useStepForm } from "../form/useStepForm.ts";
import type { StepProps } from "../registry.ts";
import {
  advancedPayload,
  INVOICE_NOTE_MAX_LENGTH,
  MAX_TRACKING_CODES,
  newTrackingCode,
  toAdvancedForm,
  validateAdvanced,
  type AdvancedForm,
} from "./advancedForm.ts";
import { TrackingCodeEditor } from "./TrackingCodeEditor.tsx";

const save = (values: AdvancedForm, product: StepProps["product"]) =>
  saveProductPart(product.id, "advanced", "PUT", advancedPayload(values, product.version));

/** Step "advanced": tracking codes of the product's pages. */
export function AdvancedStep(props: StepProps) {
  const { t } = useTranslation("catalog");
  const form = useStepForm<AdvancedForm>({
    ...props,
    toForm: toAdvancedForm,
    validate: validateAdvanced,
    save,
  });
  const { values, set, errorFor } = form;
  const codes = values.trackingCodes;
  return (
    <StepFormFrame title={t("steps.advanced")} description={t("advanced.intro")} form={form}>
      <StepSection title={t("advanced.trackingCodes")} description={t("advanced.trackingCodesHelp")}>
        <Stack gap="sm">
          {codes.length === 0 && (
            <Text size="sm" c="dimmed">
              {t("advanced.none")}
            </Text>
          )}
          {codes.map((code, i) => (
            <TrackingCodeEditor
              key={code.key}
              code={code}
              number={i + 1}
              onChange={(next) =>
                set(
                  "trackingCodes",
                  codes.map((c, index) => (index === i ? next : c)),
                )
              }
              onRemove={() =>
                set(
                  "trackingCodes",
                  codes.filter((_, index) => index !== i),
                )
              }
              errorFor={(path) => errorFor(`trackingCodes.${i}.${path}`)}
            />
          ))}
          <AppButton
            kind="secondary"
            leftSection={<IconPlus size={16} aria-hidden />}
            w="fit-content"
            disabled={codes.length >= MAX_TRACKING_CODES}
            onClick={() => set("trackingCodes", [...codes, newTrackingCode()])}
          >
            {t("advanced.add")}
          </AppButton>
        </Stack>
      </StepSection>
      <StepSection title={t("advanced.settings")}>
        <Switch
          label={t("advanced.hiddenInShop")}
          description={t("advanced.hiddenInShopHelp")}
          checked={values.hiddenInShop}
          onChange={(event) => set("hiddenInShop", event.currentTarget.checked)}
        />
        <Switch
          label={t("advanced.affiliateMarketplace")}
          description={t("advanced.affiliateMarketplaceHelp")}
          checked={values.affiliateMarketplace}
          onChange={(event) => set("affiliateMarketplace", event.currentTarget.checked)}
        />
        <TextField
          label={t("advanced.invoiceNote")}
          description={t("advanced.invoiceNoteHelp", { max: INVOICE_NOTE_MAX_LENGTH })}
          value={values.invoiceNote}
          onChange={(note) => set("invoiceNote", note)}
          error={errorFor("invoiceNote")}
        />
      </StepSection>
    </StepFormFrame>
  );
}
