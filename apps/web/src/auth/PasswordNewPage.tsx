import { Anchor, Stack } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useRequestPasswordReset } from "../api/identity.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { EmailRequestForm } from "./EmailRequestForm.tsx";

export function PasswordNewPage() {
  const { t } = useTranslation("auth");
  const request = useRequestPasswordReset();
  return (
    <Stack>
      <PageTitle title={t("passwordNew.title")} description={t("passwordNew.subtitle")} />
      <EmailRequestForm
        submitLabel={t("passwordNew.submit")}
        sentMessage={t("passwordNew.sent")}
        onSubmit={(email) => request.mutateAsync(email)}
      />
      <Anchor component={Link} to="/users/sign_in" size="sm" ta="center">
        {t("backToSignIn")}
      </Anchor>
    </Stack>
  );
}
