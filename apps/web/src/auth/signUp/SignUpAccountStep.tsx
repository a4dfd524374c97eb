import { useState } from "react";
import { Anchor, Checkbox, Group, Radio, Stack, Text } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import {
  checkEmail as checkEmailRule,
  checkPassword,
  checkUsername as checkUsernameRule,
  SIGN_UP_PROFILE_TYPES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "@sellwerk/domain";
import { checkEmail, checkUsername } from "../../api/identity.ts";
import { TextField } from "../../ui/fields/TextField.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { InfoPopover } from "../../ui/InfoPopover.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { useValidationMessage } from "../../ui/useValidationMessage.ts";
import { NewPasswordFields, useNewPassword } from "../NewPasswordFields.tsx";
import { useSignUpDraft } from "./signUpDraft.ts";
import { useLiveCheck, type LiveCheckState } from "./useLiveCheck.ts";
import { CheckStatusIcon } from "./CheckStatusIcon.tsx";

const BOUNDS = { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH };

function errorCode(state: LiveCheckState): string | null {
  return state.status === "invalid" ? state.code : null;
}

/** Step one: role, email, username (both checked live), password and the terms. */
export function SignUpAccountStep() {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const navigate = useNavigate();
  const { draft, update } = useSignUpDraft();
  const [email, setEmail] = useState(draft.email);
  const [username, setUsername] = useState(draft.username);
  const password = useNewPassword(draft.password);
  const [terms, setTerms] = useState(draft.termsAccepted);
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ email?: string; username?: string }>({});

  const emailValue = email.trim().toLowerCase();
  const emailState = useLiveCheck(
    "email",
    emailValue,
    emailValue ? checkEmailRule(emailValue) : null,
    checkEmail,
  );
  const usernameState = useLiveCheck(
    "username",
    username,
    username ? checkUsernameRule(username) : null,
    checkUsername,
  );
  const emailError = serverErrors.email ?? errorCode(emailState);
  const usernameError = serverErrors.username ?? errorCode(usernameState);

  const submit = async () => {
    setSubmitted(true);
    setServerErrors({});
    if (!emailValue || !username || checkEmailRule(emailValue) || checkUsernameRule(username)) return;
    if (!password.password || checkPassword(password.password) || !terms) return;
    // Ask once more now: the live check may still be waiting for a pause in typing.
    setChecking(true);
    const [emailCheck, usernameCheck] = await Promise.all([
      checkEmail(emailValue).catch(() => null),
      checkUsername(username).catch(() => null),
    ]);
    setChecking(false);
    if (emailCheck?.error || usernameCheck?.error) {
      setServerErrors({ email: emailCheck?.error, username: usernameCheck?.error });
      return;
    }
    update({
      email: emailValue,
      username,
      password: password.password,
      termsAccepted: true,
      accountReady: true,
    });
    void navigate("/users/sign_up/about_you");
  };

  return (
    <Stack>
      <PageTitle title={t("signUp.title")} description={t("signUp.step", { step: 1, of: 2 })} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Radio.Group
            label={t("signUp.profileType")}
            value={draft.profileType}
            onChange={(profileType) => update({ profileType })}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {SIGN_UP_PROFILE_TYPES.map((type) => (
                <Radio
                  key={type}
                  value={type}
                  label={t(`signUp.profileTypes.${type}.label`)}
                  description={t(`signUp.profileTypes.${type}.description`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <TextField
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            required
            touched={submitted}
            rightSection={<CheckStatusIcon state={emailState} />}
            error={
              emailError && (submitted || emailState.status === "invalid") ? message(emailError) : undefined
            }
          />
          <TextField
            label={t("fields.username")}
            autoComplete="username"
            value={username}
            onChange={(value) => setUsername(value.toLowerCase())}
            required
            touched={submitted}
            rightSection={<CheckStatusIcon state={usernameState} />}
            description={
              <Group gap={4} component="span" wrap="nowrap">
                {t("signUp.usernameHint", BOUNDS)}
                <InfoPopover title={t("signUp.usernameInfoTitle")} content={t("signUp.usernameInfo")} />
              </Group>
            }
            error={usernameError ? message(usernameError, BOUNDS) : undefined}
          />
          <NewPasswordFields
            state={password}
            touched={submitted}
            withRepeat={false}
            label={t("fields.password")}
          />
          <Checkbox
            checked={terms}
            onChange={(event) => setTerms(event.currentTarget.checked)}
            error={submitted && !terms ? message("must_accept") : undefined}
            label={
              <Trans
                t={t}
                i18nKey="signUp.terms"
                components={{
                  terms: (
                    <Anchor component={Link} to="/terms" target="_blank" rel="noopener noreferrer" inherit />
                  ),
                  privacy: (
                    <Anchor
                      component={Link}
                      to="/privacy"
                      target="_blank"
                      rel="noopener noreferrer"
                      inherit
                    />
                  ),
                }}
              />
            }
          />
          <AppButton type="submit" loading={checking}>
            {t("signUp.continue")}
          </AppButton>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t("signUp.haveAccount")}{" "}
        <Anchor component={Link} to="/users/sign_in">
          {t("signUp.signIn")}
        </Anchor>
      </Text>
    </Stack>
  );
}
