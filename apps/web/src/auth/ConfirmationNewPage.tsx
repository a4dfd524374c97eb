import { Anchor, Stack } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useResendConfirmation } from "../api/identity.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { EmailRequestForm } from "./EmailRequestForm.tsx";

export function ConfirmationNewPage() {
  const { t } = useTranslation("auth");
  const [search] = useSearchParams();
  const resend = useResendConfirmation();
  return (
    <Stack>
      <PageTitle title={t("confirmationNew.title")} description={t("confirmationNew.subtitle")} />
      <EmailRequestForm
        initialEmail={search.get("email") ?? ""}
        submitLabel={t("confirmationNew.submit")}
        sentMessage={t("confirmationNew.sent")}
        onSubmit={(email) => resend.mutateAsync(email)}
      />
      <Anchor component={Link} to="/users/sign_in" size="sm" ta="center">
        {t("backToSignIn")}
      </Anchor>
    </Stack>
  );
}
