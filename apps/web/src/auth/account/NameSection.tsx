import { useState } from "react";
import { Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { checkLength, NAME_MAX_LENGTH } from "@sellwerk/domain";
import { useUpdateUser } from "../../api/account.ts";
import { fieldErrors } from "../../api/client/errors.ts";
import { TextField } from "../../ui/fields/TextField.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { notify } from "../../ui/notify.ts";
import { useValidationMessage } from "../../ui/useValidationMessage.ts";
import { useSignedInUser } from "../../app/guards/useSignedInUser.ts";
import { SettingsSection } from "./SettingsSection.tsx";

export function NameSection() {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const user = useSignedInUser();
  const update = useUpdateUser();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [submitted, setSubmitted] = useState(false);
  const errors = fieldErrors(update.error);
  const tooLong = (value: string) =>
    checkLength(value, { max: NAME_MAX_LENGTH }) ? message("too_long", { max: NAME_MAX_LENGTH }) : undefined;
  const unchanged = firstName.trim() === user.firstName && lastName.trim() === user.lastName;

  return (
    <SettingsSection title={t("account.name.title")}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (!firstName.trim() || !lastName.trim() || tooLong(firstName) || tooLong(lastName)) return;
          update.mutate(
            { firstName: firstName.trim(), lastName: lastName.trim() },
            { onSuccess: () => notify({ kind: "success", message: t("account.saved") }) },
          );
        }}
      >
        <Stack>
          <Group grow align="flex-start">
            <TextField
              label={t("fields.firstName")}
              autoComplete="given-name"
              value={firstName}
              onChange={setFirstName}
              required
              touched={submitted}
              error={errors.firstName ?? tooLong(firstName)}
            />
            <TextField
              label={t("fields.lastName")}
              autoComplete="family-name"
              value={lastName}
              onChange={setLastName}
              required
              touched={submitted}
              error={errors.lastName ?? tooLong(lastName)}
            />
          </Group>
          <Group>
            <AppButton type="submit" loading={update.isPending} disabled={unchanged}>
              {t("account.save")}
            </AppButton>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
