import { Anchor, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { MailLogNotice, useSendsMail } from "./MailLogNotice.tsx";

/** After sign-up: the account exists, the confirmation mail is on its way. */
export function CheckEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  // Without SMTP there is no spam folder to look in: the notice below says where the mail is.
  const sendsMail = useSendsMail();
  return (
    <Stack align="flex-start">
      <ThemeIcon size={48} radius="xl" variant="light" color="green">
        <IconMailForward size={28} aria-hidden />
      </ThemeIcon>
      <PageTitle title={t("checkEmail.title")} />
      <Text role="status">{t("checkEmail.text", { email })}</Text>
      {sendsMail !== false && (
        <Text size="sm" c="dimmed">
          {t("checkEmail.spam")}
        </Text>
      )}
      <MailLogNotice />
      <Anchor component={Link} to={`/users/confirmation/new?email=${encodeURIComponent(email)}`}>
        {t("checkEmail.resend")}
      </Anchor>
      <Anchor component={Link} to={`/users/sign_in?email=${encodeURIComponent(email)}`}>
        {t("checkEmail.signIn")}
      </Anchor>
    </Stack>
  );
}
