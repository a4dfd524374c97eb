import { Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useEffect } from "react";
import { AppButton } from "../ui/AppButton.tsx";

/** The one 404 of the web app: unknown paths, unknown public slugs, unknown area pages. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t("notFound.title")} · Sellwerk`;
  }, [t]);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Text fz={72} fw={900} c="gray.4" aria-hidden>
          404
        </Text>
        <Title order={1}>{t("notFound.title")}</Title>
        <Text c="dimmed">{t("notFound.text")}</Text>
        <AppButton component={Link} to="/">
          {t("notFound.home")}
        </AppButton>
      </Stack>
    </Container>
  );
}
