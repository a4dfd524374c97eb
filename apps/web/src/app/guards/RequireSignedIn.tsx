import { Button, Center, Stack, Text } from "@mantine/core";
import { Navigate, Outlet, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useCurrentUser, useTokens } from "../../api/session.ts";
import { CenteredLoader } from "../../ui/CenteredLoader.tsx";
import { signInPath } from "../redirect.ts";

/** Protected areas: without a session, off to sign-in with the link remembered. */
export function RequireSignedIn() {
  const { t } = useTranslation();
  const { accessToken } = useTokens();
  const location = useLocation();
  const user = useCurrentUser();

  if (!accessToken) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (user.data) return <Outlet />;
  if (user.isError)
    return (
      <Center py={80}>
        <Stack align="center">
          <Text>{t("loadFailed")}</Text>
          <Button onClick={() => void user.refetch()}>{t("retry")}</Button>
        </Stack>
      </Center>
    );
  return <CenteredLoader />;
}
