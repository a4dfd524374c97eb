import { Alert, Group, SegmentedControl, SimpleGrid, Stack, Switch } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_COUNTRY, LEGAL_FORMS, type LegalForm } from "@sellwerk/domain";
import { useSaveHeadQuarter, type HeadQuarter, type Legitimation } from "../../api/verification.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { TextField } from "../../ui/fields/TextField.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";
import { AddressFields } from "./PersonFields.tsx";
import { useFieldForm } from "./useFieldForm.ts";

/** Step head_quarter: legal form, address and phone; entities add company, VAT and registration. */
export function HeadQuarterStep({
  legitimation,
  onSaved,
}: {
  legitimation: Legitimation | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation("verification");
  const errorText = useErrorText();
  const save = useSaveHeadQuarter();
  const hq = legitimation?.headQuarter;
  const [legalForm, setLegalForm] = useState<LegalForm>(hq?.legalForm ?? "individual");
  const [vatPayer, setVatPayer] = useState(hq?.vatPayer ?? false);
  const form = useFieldForm(
    {
      street: hq?.street ?? "",
      streetNumber: hq?.streetNumber ?? "",
      zip: hq?.zip ?? "",
      city: hq?.city ?? "",
      countryCode: hq?.countryCode ?? DEFAULT_COUNTRY,
      region: hq?.region ?? "",
      phone: hq?.phone ?? "",
      company: hq?.company ?? "",
      registrationLocation: hq?.registrationLocation ?? "",
    },
    save.error,
  );
  const entity = legalForm !== "individual";

  const submit = () => {
    form.setTried(true);
    const { company, registrationLocation, ...address } = form.present();
    save.mutate(
      {
        legalForm,
        ...address,
        ...(entity ? { company, registrationLocation, vatPayer } : {}),
      } as HeadQuarter,
      { onSuccess: onSaved },
    );
  };

  return (
    <form
      noValidate
      aria-label={t("steps.head_quarter")}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t("fields.legalForm")}
          value={legalForm}
          onChange={(v) => setLegalForm(v)}
          data={LEGAL_FORMS.map((f) => ({ value: f, label: t(`legalForms.${f}`) }))}
        />
        {entity && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              label={t("fields.company")}
              value={form.values.company}
              onChange={form.set("company")}
              required
              touched={form.tried}
              error={form.errorFor("company")}
            />
            <TextField
              label={t("fields.registrationLocation")}
              value={form.values.registrationLocation}
              onChange={form.set("registrationLocation")}
              required
              touched={form.tried}
              error={form.errorFor("registrationLocation")}
            />
            <Switch
              label={t("fields.vatPayer")}
              checked={vatPayer}
              onChange={(e) => setVatPayer(e.currentTarget.checked)}
            />
          </SimpleGrid>
        )}
        <AddressFields values={form.values} set={form.set} errorFor={form.errorFor} tried={form.tried} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={t("fields.phone")}
            type="tel"
            value={form.values.phone}
            onChange={form.set("phone")}
            required
            touched={form.tried}
            error={form.errorFor("phone")}
          />
        </SimpleGrid>
        {save.isError && Object.keys(form.server).length === 0 && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        {form.server.step && (
          <Alert color="red" role="alert">
            {form.server.step}
          </Alert>
        )}
        <Group justify="flex-end">
          <AppButton type="submit" loading={save.isPending}>
            {t("actions.saveAndContinue")}
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
