import { Card, Container, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { AppButton } from "../ui/AppButton.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";

const PLANS = ["start", "selfHosted"] as const;
const POINTS = ["one", "two", "three"] as const;

/** What using Sellwerk costs: free to start, a fee per sale set by the operator, payment providers' own fees. */
export function PlansPage() {
  const { t } = useTranslation("marketing");
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <PageTitle title={t("plans.title")} description={t("plans.lead")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {PLANS.map((plan) => (
          <Card
            key={plan}
            withBorder
            padding="xl"
            radius="md"
            component="section"
            aria-label={t(`plans.${plan}.name`)}
          >
            <Stack>
              <Title order={2} fz="xl">
                {t(`plans.${plan}.name`)}
              </Title>
              <Text fz={28} fw={800}>
                {t(`plans.${plan}.price`)}
              </Text>
              <Text c="dimmed">{t(`plans.${plan}.text`)}</Text>
              <List
                spacing="xs"
                icon={<IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />}
              >
                {POINTS.map((point) => (
                  <List.Item key={point}>{t(`plans.${plan}.points.${point}`)}</List.Item>
                ))}
              </List>
              {plan === "start" ? (
                <AppButton component={Link} to="/users/sign_up">
                  {t("plans.start.cta")}
                </AppButton>
              ) : (
                <AppButton component={Link} to="/imprint" kind="secondary">
                  {t("plans.selfHosted.cta")}
                </AppButton>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Stack mt="xl" gap="xs" maw={760}>
        <Title order={2} fz="lg">
          {t("plans.feesTitle")}
        </Title>
        <Text>{t("plans.fees")}</Text>
      </Stack>
    </Container>
  );
}
