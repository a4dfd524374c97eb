import { Alert, Anchor, Stack } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useConfirmEmail } from "../api/identity.ts";
import { isApiError } from "../api/client/errors.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { CenteredLoader } from "../ui/CenteredLoader.tsx";
import { useRunOnce } from "../ui/useRunOnce.ts";

/** The link of the confirmation mail: confirms, then sends the person to sign-in with a success message. */
export function ConfirmationPage() {
  const { t } = useTranslation("auth");
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get("confirmation_token") ?? "";
  const confirm = useConfirmEmail();

  useRunOnce(
    () =>
      confirm.mutate(token, {
        onSuccess: (user) =>
          void navigate(`/users/sign_in?confirmed=1&email=${encodeURIComponent(user.email)}`, {
            replace: true,
          }),
      }),
    token !== "",
  );

  if (!token || confirm.isError)
    return (
      <Stack>
        <PageTitle title={t("confirmation.title")} />
        <Alert color="red" role="alert">
          {confirm.error && isApiError(confirm.error)
            ? confirm.error.message
            : t("confirmation.missingToken")}
        </Alert>
        <Anchor component={Link} to="/users/confirmation/new">
          {t("confirmation.requestNew")}
        </Anchor>
      </Stack>
    );

  return (
    <Stack>
      <PageTitle title={t("confirmation.title")} description={t("confirmation.confirming")} />
      <CenteredLoader />
    </Stack>
  );
}
