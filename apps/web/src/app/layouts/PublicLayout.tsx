import { Suspense } from "react";
import { Anchor, Box, Container, Divider, Group } from "@mantine/core";
import { Link, Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { Logo } from "../../ui/Logo.tsx";
import { LanguageSwitch } from "../../ui/LanguageSwitch.tsx";
import { LegalFooter } from "../../ui/LegalFooter.tsx";
import { CenteredLoader } from "../../ui/CenteredLoader.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { useCurrentUser, useTokens } from "../../api/session.ts";
import { homePath } from "../areas.ts";

/** Landing, plans, legal pages, mail pages and the 404: a light header and the legal footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { accessToken } = useTokens();
  const { data: user } = useCurrentUser();

  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <Box component="header" py="sm" style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xl" wrap="nowrap">
              <Logo />
              <Group component="nav" aria-label={t("nav.main")} visibleFrom="xs">
                <Anchor component={Link} to="/plans" c="dark">
                  {t("nav.plans")}
                </Anchor>
              </Group>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              {accessToken && user ? (
                <AppButton component={Link} to={homePath(user)} size="sm">
                  {t("nav.myArea")}
                </AppButton>
              ) : (
                <>
                  <AppButton component={Link} to="/users/sign_in" kind="ghost" size="sm">
                    {t("nav.signIn")}
                  </AppButton>
                  <AppButton component={Link} to="/users/sign_up" size="sm" visibleFrom="xs">
                    {t("nav.signUp")}
                  </AppButton>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<CenteredLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Container size="lg" w="100%">
        <Divider />
        <LegalFooter />
      </Container>
    </Box>
  );
}
