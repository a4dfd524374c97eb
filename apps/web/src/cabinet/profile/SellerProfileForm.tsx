import { useState } from "react";
import { Alert, Group, Stack } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { SellerProfileField } from "@sellwerk/domain";
import type { SellerProfile } from "../../api/catalogTypes.ts";
import { fieldErrors, isApiError } from "../../api/client/errors.ts";
import { useSaveSellerProfile } from "../../api/sellerProfile.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { ConflictAlert } from "../products/editor/steps/form/ConflictAlert.tsx";
import { SellerProfileFields } from "./SellerProfileFields.tsx";
import { SellStateCard } from "./SellStateCard.tsx";
import {
  blockingIssues,
  missingFields,
  profileIssues,
  profilePayload,
  requiredFields,
  toProfileValues,
  type ProfileValues,
} from "./sellerProfileForm.ts";

/** The profile's form; mounted with the loaded profile, kept through a conflict reload. */
export function SellerProfileForm({ profile, onReload }: { profile: SellerProfile; onReload: () => void }) {
  const { t } = useTranslation("catalog");
  const errorText = useErrorText();
  const save = useSaveSellerProfile();
  const [values, setValues] = useState<ProfileValues>(() => toProfileValues(profile.profile));
  const [submitted, setSubmitted] = useState(false);
  const rules = { serverMissing: profile.missingFields };
  const issues = profileIssues(values, rules);
  const blocking = blockingIssues(issues);
  const conflict = isApiError(save.error) && save.error.status === 409;
  const server = conflict ? {} : fieldErrors(save.error);

  const errorFor = (field: SellerProfileField): string | undefined => {
    const issue = submitted ? (blocking[field] ?? issues[field]) : blocking[field];
    return (issue ? t(issue.key, issue.params ?? {}) : undefined) ?? server[field];
  };

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(blocking).length > 0) return;
    save.mutate(
      { profile: profilePayload(values), version: profile.version },
      {
        onSuccess: (saved) => {
          setValues(toProfileValues(saved.profile));
          notify({
            kind: "success",
            message: saved.canSell ? t("profile.savedCanSell") : t("profile.saved"),
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t("profile.title")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md" maw={860}>
        <SellStateCard
          canSell={profile.canSell}
          missing={missingFields(values, rules)}
          reviewRequired={profile.reviewRequired}
        />
        {conflict && (
          <ConflictAlert
            onReload={() => {
              save.reset();
              onReload();
            }}
          />
        )}
        {save.isError && !conflict && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <SellerProfileFields
          values={values}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          required={requiredFields(values, rules)}
          errorFor={errorFor}
          touched={submitted}
        />
        <Group justify="flex-end">
          <AppButton
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t("profile.save")}
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
