import { useState } from "react";
import { Alert, Anchor, Stack } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useResetPassword } from "../api/identity.ts";
import { fieldErrors, isApiError } from "../api/client/errors.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { AppButton } from "../ui/AppButton.tsx";
import { NewPasswordFields, useNewPassword } from "./NewPasswordFields.tsx";

const LINK_ERRORS = ["LINK_INVALID", "LINK_EXPIRED"];

/** The password reset mail's link: set a new password; every session of the account ends. */
export function PasswordEditPage() {
  const { t } = useTranslation("auth");
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get("reset_password_token") ?? "";
  const reset = useResetPassword();
  const state = useNewPassword();
  const [submitted, setSubmitted] = useState(false);
  const error = reset.error && isApiError(reset.error) ? reset.error : null;
  const linkBroken = !token || (error !== null && LINK_ERRORS.includes(error.code));

  return (
    <Stack>
      <PageTitle title={t("passwordEdit.title")} description={t("passwordEdit.subtitle")} />
      {linkBroken ? (
        <>
          <Alert color="red" role="alert">
            {error?.message ?? t("passwordEdit.missingToken")}
          </Alert>
          <Anchor component={Link} to="/users/password/new">
            {t("passwordEdit.requestNew")}
          </Anchor>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
            if (!state.valid) return;
            reset.mutate(
              { resetPasswordToken: token, password: state.password },
              { onSuccess: () => void navigate("/users/sign_in?password_reset=1", { replace: true }) },
            );
          }}
        >
          <Stack>
            <NewPasswordFields state={state} touched={submitted} serverError={fieldErrors(error).password} />
            {error && !fieldErrors(error).password && (
              <Alert color="red" role="alert">
                {error.message}
              </Alert>
            )}
            <AppButton type="submit" loading={reset.isPending}>
              {t("passwordEdit.submit")}
            </AppButton>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
