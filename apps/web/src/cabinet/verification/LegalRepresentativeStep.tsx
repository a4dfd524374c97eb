import { Alert, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DEFAULT_COUNTRY } from "@sellwerk/domain";
import { useSaveLegalRepresentative, type Legitimation } from "../../api/verification.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";
import { PersonFields } from "./PersonFields.tsx";
import { useFieldForm } from "./useFieldForm.ts";

/** Step legal_representative: who acts for the seller (for individuals: the seller). */
export function LegalRepresentativeStep({
  legitimation,
  onSaved,
}: {
  legitimation: Legitimation;
  onSaved: () => void;
}) {
  const { t } = useTranslation("verification");
  const errorText = useErrorText();
  const save = useSaveLegalRepresentative();
  const rep = legitimation.legalRepresentative;
  const form = useFieldForm(
    {
      firstName: rep?.firstName ?? "",
      lastName: rep?.lastName ?? "",
      birthday: rep?.birthday ?? "",
      nationality: rep?.nationality ?? DEFAULT_COUNTRY,
    },
    save.error,
  );
  const submit = () => {
    form.setTried(true);
    save.mutate(form.values, { onSuccess: onSaved });
  };
  return (
    <form
      noValidate
      aria-label={t("steps.legal_representative")}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(
            legitimation.legalForm === "individual"
              ? "legalRepresentative.individual"
              : "legalRepresentative.entity",
          )}
        </Text>
        <PersonFields values={form.values} set={form.set} errorFor={form.errorFor} tried={form.tried} />
        {save.isError && (form.server.step || Object.keys(form.server).length === 0) && (
          <Alert color="red" role="alert">
            {form.server.step ?? errorText(save.error)}
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
