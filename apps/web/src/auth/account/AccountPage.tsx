import { Alert, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useTokens } from "../../api/session.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { useSignedInUser } from "../../app/guards/useSignedInUser.ts";
import { NameSection } from "./NameSection.tsx";
import { LanguageSection } from "./LanguageSection.tsx";
import { PasswordSection } from "./PasswordSection.tsx";
import { SessionsSection } from "./SessionsSection.tsx";

/** Account settings, reachable from every area's navigation and user menu. */
export function AccountPage() {
  const { t } = useTranslation("auth");
  const user = useSignedInUser();
  const { adminMode } = useTokens();
  return (
    <Stack maw={720} gap="lg">
      <PageTitle
        title={t("account.title")}
        description={t("account.subtitle", { email: user.email, username: user.username })}
      />
      <NameSection />
      <LanguageSection />
      {adminMode ? (
        // Password and sessions belong to the person; a manager acting as them leaves those alone.
        <Alert color="gray">{t("account.adminModeHint")}</Alert>
      ) : (
        <>
          <PasswordSection />
          <SessionsSection />
        </>
      )}
    </Stack>
  );
}
