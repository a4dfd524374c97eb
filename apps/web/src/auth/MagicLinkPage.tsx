import { Alert, Anchor, Stack } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PROFILE_TYPES } from "@sellwerk/domain";
import { useMagicLinkSignIn } from "../api/session.ts";
import { isApiError } from "../api/client/errors.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { CenteredLoader } from "../ui/CenteredLoader.tsx";
import { useRunOnce } from "../ui/useRunOnce.ts";
import { useAfterSignIn } from "./useAfterSignIn.ts";

/** Exchanges the mail's one-time token for a session and continues where the person wanted to go. */
export function MagicLinkPage() {
  const { t } = useTranslation("auth");
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const preferred = PROFILE_TYPES.find((type) => type === search.get("profile_type")) ?? null;
  const signIn = useMagicLinkSignIn();
  const afterSignIn = useAfterSignIn();
  useRunOnce(
    () => signIn.mutate(token, { onSuccess: (session) => afterSignIn(session.user, { preferred }) }),
    token !== "",
  );

  if (!token || signIn.isError)
    return (
      <Stack>
        <PageTitle title={t("magicLink.title")} />
        <Alert color="red" role="alert">
          {signIn.error && isApiError(signIn.error) ? signIn.error.message : t("magicLink.missingToken")}
        </Alert>
        <Anchor component={Link} to="/users/sign_in">
          {t("magicLink.backToSignIn")}
        </Anchor>
      </Stack>
    );

  return (
    <Stack>
      <PageTitle title={t("magicLink.title")} description={t("magicLink.signingIn")} />
      <CenteredLoader />
    </Stack>
  );
}
