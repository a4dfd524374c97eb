import { useState } from "react";
import { Alert, Anchor, Button, Divider, Group, Stack, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isValidEmail } from "@sellwerk/domain";
import { useCurrentUser, useSignIn, useTokens } from "../api/session.ts";
import { useResendConfirmation } from "../api/identity.ts";
import { isApiError } from "../api/client/errors.ts";
import { TextField } from "../ui/fields/TextField.tsx";
import { PasswordField } from "../ui/fields/PasswordField.tsx";
import { AppButton } from "../ui/AppButton.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { useValidationMessage } from "../ui/useValidationMessage.ts";
import { homePath } from "../app/areas.ts";
import { MagicLinkRequestForm } from "./MagicLinkRequestForm.tsx";
import { useAfterSignIn } from "./useAfterSignIn.ts";

/** Messages other pages send people here with (?confirmed=1, ?password_reset=1). */
const NOTICES = ["confirmed", "password_reset"] as const;

function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const resend = useResendConfirmation();
  if (resend.isSuccess)
    return (
      <Text size="sm" role="status">
        {t("signIn.resent")}
      </Text>
    );
  return (
    <Button size="xs" variant="white" loading={resend.isPending} onClick={() => resend.mutate(email)}>
      {t("signIn.resend")}
    </Button>
  );
}

export function SignInPage() {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const [search] = useSearchParams();
  const { accessToken } = useTokens();
  const { data: signedInUser } = useCurrentUser();
  const signIn = useSignIn();
  const afterSignIn = useAfterSignIn();
  const [email, setEmail] = useState(search.get("email") ?? "");
  const [password, setPassword] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const notice = NOTICES.find((key) => search.get(key) === "1");
  const emailInvalid = email !== "" && !isValidEmail(email.trim());
  const error = signIn.error && isApiError(signIn.error) ? signIn.error : null;

  const submit = () => {
    setSubmitted(true);
    if (!email.trim() || emailInvalid || !password) return;
    signIn.mutate(
      { email: email.trim(), password },
      { onSuccess: (session) => afterSignIn(session.user, { redirect: search.get("redirect") }) },
    );
  };

  return (
    <Stack>
      <PageTitle title={t("signIn.title")} description={t("signIn.subtitle")} />
      {notice && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          {t(`signIn.notices.${notice}`)}
        </Alert>
      )}
      {accessToken && signedInUser && (
        <Alert color="blue">
          <Group justify="space-between">
            <Text size="sm">{t("signIn.alreadySignedIn", { email: signedInUser.email })}</Text>
            <Button component={Link} to={homePath(signedInUser)} size="xs">
              {t("signIn.continue")}
            </Button>
          </Group>
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextField
            label={t("fields.email")}
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            required
            touched={submitted}
            error={submitted && emailInvalid ? message("invalid_email") : undefined}
          />
          <PasswordField
            label={t("fields.password")}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            required
            touched={submitted}
          />
          <Anchor component={Link} to="/users/password/new" size="sm" ta="right">
            {t("signIn.forgotPassword")}
          </Anchor>
          {error && (
            <Alert color={error.code === "EMAIL_NOT_CONFIRMED" ? "yellow" : "red"} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{error.message}</Text>
                {error.code === "EMAIL_NOT_CONFIRMED" && <ResendConfirmation email={email.trim()} />}
              </Stack>
            </Alert>
          )}
          <AppButton type="submit" loading={signIn.isPending} fullWidth>
            {t("signIn.submit")}
          </AppButton>
        </Stack>
      </form>
      <Divider label={t("signIn.or")} labelPosition="center" />
      <MagicLinkRequestForm initialEmail={email} />
      <Stack gap={4} align="center">
        <Text size="sm">
          {t("signIn.noAccount")}{" "}
          <Anchor component={Link} to="/users/sign_up">
            {t("signIn.signUp")}
          </Anchor>
        </Text>
        <Anchor component={Link} to="/users/confirmation/new" size="sm">
          {t("signIn.noConfirmation")}
        </Anchor>
      </Stack>
    </Stack>
  );
}
