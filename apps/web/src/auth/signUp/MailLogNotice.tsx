import { Alert, Anchor, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { api } from "../../api/instance.ts";

/**
 * Where the mail went when this installation sends none (no SMTP_URL): a self-hoster's first
 * sign-up would otherwise wait for a confirmation that never arrives.
 */
export function MailLogNotice() {
  const { t } = useTranslation("auth");
  if (useSendsMail() !== false) return null;
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title={t("checkEmail.noSmtp.title")}>
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="checkEmail.noSmtp.text"
          components={{ log: <Anchor component={Link} to="/admin/email_logs" inherit /> }}
        />
      </Text>
    </Alert>
  );
}

/** Whether the installation sends mail; undefined until known. */
export function useSendsMail(): boolean | undefined {
  const delivery = useQuery({
    queryKey: ["common", "mail_delivery"],
    queryFn: ({ signal }) =>
      api.get<{ sendsMail: boolean }>("/common/mail_delivery", { signal, suppressErrors: true }),
    staleTime: Infinity,
  });
  return delivery.data?.sendsMail;
}
