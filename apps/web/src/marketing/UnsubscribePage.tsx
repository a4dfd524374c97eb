import { Alert, Container, Group, Paper, Stack, Text } from "@mantine/core";
import { IconMailOff, IconMail } from "@tabler/icons-react";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useSetUnsubscribed, useUnsubscribeState } from "../api/common.ts";
import { isApiError } from "../api/client/errors.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { CenteredLoader } from "../ui/CenteredLoader.tsx";
import { AppButton } from "../ui/AppButton.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";

/** The unsubscribe link of every mail: shows the (masked) address and switches mails off or on again. */
export function UnsubscribePage() {
  const { t } = useTranslation("marketing");
  const { token = "" } = useParams();
  const state = useUnsubscribeState(token);
  const change = useSetUnsubscribed(token);

  if (state.isPending) return <CenteredLoader />;
  if (state.isError) {
    if (isApiError(state.error) && state.error.status === 404) return <NotFoundPage />;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert">
          {isApiError(state.error) ? state.error.message : t("common:loadFailed")}
        </Alert>
      </Container>
    );
  }
  const { email, unsubscribed } = state.data;

  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <PageTitle title={t("unsubscribe.title")} />
      <Paper withBorder p="xl" radius="md">
        <Stack>
          <Group gap="sm" wrap="nowrap">
            {unsubscribed ? <IconMailOff size={28} aria-hidden /> : <IconMail size={28} aria-hidden />}
            <Text fw={600}>{email}</Text>
          </Group>
          <Text role="status">
            {unsubscribed ? t("unsubscribe.isUnsubscribed") : t("unsubscribe.isSubscribed")}
          </Text>
          <Text size="sm" c="dimmed">
            {t("unsubscribe.note")}
          </Text>
          <Group>
            <AppButton
              kind={unsubscribed ? "primary" : "danger"}
              loading={change.isPending}
              onClick={() => change.mutate(!unsubscribed)}
            >
              {unsubscribed ? t("unsubscribe.resubscribe") : t("unsubscribe.unsubscribe")}
            </AppButton>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
