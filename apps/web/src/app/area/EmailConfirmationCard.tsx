import { Alert, Badge, Button, Group, Text } from "@mantine/core";
import { IconCircleCheck, IconMailExclamation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useResendConfirmation } from "../../api/identity.ts";
import { useSignedInUser } from "../guards/useSignedInUser.ts";

/** Confirmed: a quiet badge. Not yet: a notice with a button to send the mail again. */
export function EmailConfirmationCard() {
  const { t } = useTranslation("area");
  const user = useSignedInUser();
  const resend = useResendConfirmation();

  if (user.emailConfirmed)
    return (
      <Group gap="xs">
        <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
          {t("email.confirmed")}
        </Badge>
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
      </Group>
    );

  return (
    <Alert color="yellow" icon={<IconMailExclamation aria-hidden />} title={t("email.unconfirmedTitle")}>
      <Text size="sm" mb="sm">
        {t("email.unconfirmedText", { email: user.email })}
      </Text>
      {resend.isSuccess ? (
        <Text size="sm" fw={600} role="status">
          {t("email.resent")}
        </Text>
      ) : (
        <Button
          size="xs"
          variant="white"
          loading={resend.isPending}
          onClick={() => resend.mutate(user.email)}
        >
          {t("email.resend")}
        </Button>
      )}
    </Alert>
  );
}
