import { useState } from "react";
import { Alert, Anchor, Group, Stack } from "@mantine/core";
import { Link, Navigate } from "react-router";
import { useTranslation } from "react-i18next";
import {
  COMPANY_POSITIONS,
  COMPANY_SIZES,
  NAME_MAX_LENGTH,
  checkLength,
  type CompanyPosition,
  type CompanySize,
} from "@sellwerk/domain";
import { useSignUp } from "../../api/identity.ts";
import { fieldErrors, isApiError } from "../../api/client/errors.ts";
import { TextField } from "../../ui/fields/TextField.tsx";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { useValidationMessage } from "../../ui/useValidationMessage.ts";
import { currentLocale } from "../../i18n/locale.ts";
import { useSignUpDraft } from "./signUpDraft.ts";
import { CheckEmailNotice } from "./CheckEmailNotice.tsx";

const ACCOUNT_FIELDS = ["email", "username", "password", "profileType", "termsAccepted"];

/** Step two: name, company size and position, then the account is created. */
export function SignUpAboutYouStep() {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const { draft, update } = useSignUpDraft();
  const signUp = useSignUp();
  const [submitted, setSubmitted] = useState(false);
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);

  if (createdEmail) return <CheckEmailNotice email={createdEmail} />;
  if (!draft.accountReady) return <Navigate to="/users/sign_up" replace />;

  const lengthError = (value: string) => {
    const code = checkLength(value, { max: NAME_MAX_LENGTH });
    return code ? message(code, { max: NAME_MAX_LENGTH }) : undefined;
  };
  const errors = fieldErrors(signUp.error);
  const accountProblem = ACCOUNT_FIELDS.some((field) => errors[field]);
  const failure = signUp.error && isApiError(signUp.error) ? signUp.error : null;

  const submit = () => {
    setSubmitted(true);
    if (!draft.firstName.trim() || !draft.lastName.trim()) return;
    if (lengthError(draft.firstName) || lengthError(draft.lastName)) return;
    signUp.mutate(
      {
        email: draft.email,
        password: draft.password,
        username: draft.username,
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        profileType: draft.profileType,
        locale: currentLocale(),
        companySize: draft.companySize ?? undefined,
        position: draft.position ?? undefined,
        termsAccepted: true,
        platformAffiliateId: draft.platformAffiliateId ?? undefined,
      },
      {
        onSuccess: (user) => {
          // The password has done its job; it should not stay in memory.
          update({ password: "", accountReady: false });
          setCreatedEmail(user.email);
        },
      },
    );
  };

  return (
    <Stack>
      <PageTitle title={t("aboutYou.title")} description={t("signUp.step", { step: 2, of: 2 })} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Group grow align="flex-start">
            <TextField
              label={t("fields.firstName")}
              autoComplete="given-name"
              value={draft.firstName}
              onChange={(firstName) => update({ firstName })}
              required
              touched={submitted}
              error={errors.firstName ?? lengthError(draft.firstName)}
            />
            <TextField
              label={t("fields.lastName")}
              autoComplete="family-name"
              value={draft.lastName}
              onChange={(lastName) => update({ lastName })}
              required
              touched={submitted}
              error={errors.lastName ?? lengthError(draft.lastName)}
            />
          </Group>
          <SelectField
            label={t("aboutYou.companySize")}
            options={COMPANY_SIZES.map((size) => ({
              value: size,
              label: t(`aboutYou.companySizes.${size}`),
            }))}
            value={draft.companySize}
            onChange={(value) => update({ companySize: (value as CompanySize | null) ?? null })}
            searchable={false}
            clearable
            invalid={Boolean(errors.companySize)}
            errorMessage={errors.companySize}
          />
          <SelectField
            label={t("aboutYou.position")}
            options={COMPANY_POSITIONS.map((position) => ({
              value: position,
              label: t(`aboutYou.positions.${position}`),
            }))}
            value={draft.position}
            onChange={(value) => update({ position: (value as CompanyPosition | null) ?? null })}
            clearable
            invalid={Boolean(errors.position)}
            errorMessage={errors.position}
          />
          {failure && (
            <Alert color="red" role="alert">
              <Stack gap={4} align="flex-start">
                {accountProblem
                  ? ACCOUNT_FIELDS.filter((field) => errors[field]).map((field) => (
                      <span key={field}>{errors[field]}</span>
                    ))
                  : failure.message}
                {accountProblem && (
                  <Anchor component={Link} to="/users/sign_up">
                    {t("aboutYou.backToAccount")}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <Group justify="space-between">
            <Anchor component={Link} to="/users/sign_up">
              {t("aboutYou.back")}
            </Anchor>
            <AppButton type="submit" loading={signUp.isPending}>
              {t("aboutYou.submit")}
            </AppButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
