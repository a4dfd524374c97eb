import { Alert, Card, Group, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DEFAULT_COUNTRY } from "@sellwerk/domain";
import { useAddUbo, useRemoveUbo, type Legitimation, type Ubo } from "../../api/verification.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { TextField } from "../../ui/fields/TextField.tsx";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";
import { AddressFields, PersonFields } from "./PersonFields.tsx";
import { useFieldForm } from "./useFieldForm.ts";
import { useCountryOptions } from "./countries.ts";

const EMPTY = {
  firstName: "",
  lastName: "",
  birthday: "",
  nationality: DEFAULT_COUNTRY,
  street: "",
  streetNumber: "",
  zip: "",
  city: "",
  countryCode: DEFAULT_COUNTRY,
  region: "",
  birthplaceCity: "",
  birthplaceCountry: DEFAULT_COUNTRY,
};

/** Step ubo (companies): the ultimate beneficial owners, each added with their details. */
export function UbosStep({
  legitimation,
  editable,
  onDone,
}: {
  legitimation: Legitimation;
  editable: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation("verification");
  const errorText = useErrorText();
  const add = useAddUbo();
  const remove = useRemoveUbo();
  const countries = useCountryOptions();
  const form = useFieldForm(EMPTY, add.error);

  const submit = () => {
    form.setTried(true);
    add.mutate(form.present() as unknown as Ubo, {
      onSuccess: () => {
        form.setTried(false);
        for (const [k, v] of Object.entries(EMPTY)) form.set(k as keyof typeof EMPTY)(v);
      },
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("ubos.intro")}
      </Text>
      {legitimation.ubos.length === 0 && <Text size="sm">{t("ubos.none")}</Text>}
      {legitimation.ubos.map((ubo) => (
        <Card key={ubo.id} withBorder padding="sm">
          <Group justify="space-between">
            <Stack gap={0}>
              <Text fw={500}>
                {ubo.firstName} {ubo.lastName}
              </Text>
              <Text size="xs" c="dimmed">
                {ubo.birthday} · {ubo.zip} {ubo.city}
              </Text>
            </Stack>
            {editable && (
              <AppButton
                kind="ghost"
                color="red"
                size="compact-sm"
                onClick={() => remove.mutate(ubo.id)}
                aria-label={t("ubos.remove", { name: `${ubo.firstName} ${ubo.lastName}` })}
              >
                <IconTrash size={14} aria-hidden />
              </AppButton>
            )}
          </Group>
        </Card>
      ))}
      {editable && (
        <form
          noValidate
          aria-label={t("ubos.add")}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Text fw={600}>{t("ubos.add")}</Text>
            <PersonFields values={form.values} set={form.set} errorFor={form.errorFor} tried={form.tried} />
            <AddressFields values={form.values} set={form.set} errorFor={form.errorFor} tried={form.tried} />
            <Group grow>
              <TextField
                label={t("fields.birthplaceCity")}
                value={form.values.birthplaceCity}
                onChange={form.set("birthplaceCity")}
                required
                touched={form.tried}
                error={form.errorFor("birthplaceCity")}
              />
              <SelectField
                label={t("fields.birthplaceCountry")}
                options={countries}
                value={form.values.birthplaceCountry}
                onChange={form.set("birthplaceCountry")}
                required
              />
            </Group>
            {add.isError && (form.server.step || Object.keys(form.server).length === 0) && (
              <Alert color="red" role="alert">
                {form.server.step ?? errorText(add.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <AppButton type="submit" kind="secondary" loading={add.isPending}>
                {t("ubos.addButton")}
              </AppButton>
            </Group>
          </Stack>
        </form>
      )}
      {editable && (
        <Group justify="flex-end">
          <AppButton disabled={legitimation.ubos.length === 0} onClick={onDone}>
            {t("actions.continue")}
          </AppButton>
        </Group>
      )}
    </Stack>
  );
}
