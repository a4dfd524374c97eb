import { useState } from "react";
import { Checkbox, Paper, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../api/client/errors.ts";
import { usePublisherProfile, useSavePublisherProfile, type PublisherProfile } from "../../api/publish.ts";
import { useCountryOptions } from "../../cabinet/verification/countries.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { QueryContent } from "../../ui/QueryContent.tsx";
import { SettingsForm } from "../../ui/SettingsForm.tsx";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { TextField } from "../../ui/fields/TextField.tsx";
import { notify } from "../../ui/notify.ts";

/**
 * /publish/profile/edit: how sellers see the publisher and the details the self-billing credit
 * memo (Gutschrift) needs: address, VAT ID or tax number, and whether VAT is charged on commissions.
 */
export function ProfileEditPage() {
  const { t } = useTranslation("publish");
  const profile = usePublisherProfile();
  return (
    <>
      <PageTitle title={t("profile.title")} description={t("profile.description")} />
      <QueryContent query={profile}>{(data) => <ProfileForm saved={data} />}</QueryContent>
    </>
  );
}

type TextKey = Exclude<keyof PublisherProfile, "vatPayer" | "country">;

function ProfileForm({ saved }: { saved: PublisherProfile }) {
  const { t } = useTranslation("publish");
  const save = useSavePublisherProfile();
  const countries = useCountryOptions();
  const [profile, setProfile] = useState(saved);
  const server = fieldErrors(save.error);
  // The API names a field either bare or inside its envelope.
  const error = (key: keyof PublisherProfile) => server[key] ?? server[`publisherProfile.${key}`];
  const set = <K extends keyof PublisherProfile>(key: K, value: PublisherProfile[K]) =>
    setProfile((p) => ({ ...p, [key]: value }));
  const text = (key: TextKey) => (
    <TextField
      label={t(`profile.fields.${key}`)}
      value={profile[key]}
      onChange={(v) => set(key, v)}
      error={error(key)}
    />
  );

  return (
    <SettingsForm
      label={t("profile.title")}
      saveLabel={t("profile.save")}
      saving={save.isPending}
      error={save.error}
      onSubmit={() =>
        save.mutate(profile, { onSuccess: () => notify({ kind: "success", message: t("profile.saved") }) })
      }
    >
      <Paper withBorder p="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("displayName")}
            {text("website")}
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="md">
          {text("company")}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("street")}
            {text("zip")}
            {text("city")}
            <SelectField
              label={t("profile.fields.country")}
              options={countries}
              value={profile.country || null}
              onChange={(v) => set("country", v ?? "")}
              invalid={Boolean(error("country"))}
              errorMessage={error("country")}
            />
            {text("vatId")}
            {text("taxNumber")}
          </SimpleGrid>
          <Checkbox
            label={t("profile.fields.vatPayer")}
            description={t("profile.vatPayerHelp")}
            checked={profile.vatPayer}
            onChange={(e) => set("vatPayer", e.currentTarget.checked)}
          />
        </Stack>
      </Paper>
    </SettingsForm>
  );
}
