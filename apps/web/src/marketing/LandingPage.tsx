import { Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconAffiliate,
  IconCertificate,
  IconCreditCard,
  IconLanguage,
  IconLayoutDashboard,
  IconServer,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useEffect } from "react";
import { AppButton } from "../ui/AppButton.tsx";

const FEATURES = [
  { key: "products", icon: IconCertificate },
  { key: "checkout", icon: IconCreditCard },
  { key: "affiliates", icon: IconAffiliate },
  { key: "cabinet", icon: IconLayoutDashboard },
  { key: "languages", icon: IconLanguage },
  { key: "selfHosted", icon: IconServer },
] as const;

export function LandingPage() {
  const { t } = useTranslation("marketing");
  useEffect(() => {
    document.title = `Sellwerk · ${t("landing.tagline")}`;
  }, [t]);
  return (
    <>
      <Box bg="brand.0" py={{ base: 48, sm: 88 }}>
        <Container size="lg">
          <Stack maw={720} gap="lg">
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
              {t("landing.title")}
            </Title>
            <Text fz={{ base: "md", sm: "xl" }} c="dark.5">
              {t("landing.lead")}
            </Text>
            <Group>
              <AppButton component={Link} to="/users/sign_up" size="md">
                {t("landing.ctaSignUp")}
              </AppButton>
              <AppButton component={Link} to="/users/sign_in" kind="secondary" size="md">
                {t("landing.ctaSignIn")}
              </AppButton>
              <AppButton component={Link} to="/plans" kind="ghost" size="md">
                {t("landing.ctaPlans")}
              </AppButton>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Title order={2} mb="xl">
          {t("landing.featuresTitle")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
          {FEATURES.map(({ key, icon: Icon }) => (
            <Stack key={key} gap="xs">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {t(`landing.features.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`landing.features.${key}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
      <Box bg="gray.0" py={{ base: 40, sm: 64 }}>
        <Container size="lg">
          <Stack align="flex-start" maw={720}>
            <Title order={2}>{t("landing.audiencesTitle")}</Title>
            <Text>{t("landing.audiences")}</Text>
            <AppButton component={Link} to="/users/sign_up?profile_type=publisher" kind="secondary">
              {t("landing.ctaPublisher")}
            </AppButton>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
