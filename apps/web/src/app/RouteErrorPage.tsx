import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useRouteError } from "react-router";
import { useTranslation } from "react-i18next";

/** Last resort for a page that crashed while rendering: say so and offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Kept in the console for whoever reports the problem; the page itself shows no internals.
  console.error(error);
  return (
    <Center mih="60vh" p="lg">
      <Stack align="center" ta="center" maw={480}>
        <Title order={1}>{t("crash.title")}</Title>
        <Text c="dimmed">{t("crash.text")}</Text>
        {/* A reload also fetches new chunks when a deployment replaced the ones this tab asked for. */}
        <Button onClick={() => window.location.reload()}>{t("crash.reload")}</Button>
      </Stack>
    </Center>
  );
}
