import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { AreaHomePage } from "../app/area/AreaHomePage.tsx";
import { ADMIN_NAV } from "./navigation.ts";
import { WaitingReviewsCard } from "./WaitingReviewsCard.tsx";
import { WaitingLegitimationsCard } from "./bank-accounts/WaitingLegitimationsCard.tsx";

export function AdminHomePage() {
  const { t } = useTranslation("admin");
  return (
    // Reviews waiting are the manager's work; they come first.
    <AreaHomePage
      area="admin"
      main={
        <Stack gap="lg">
          <WaitingReviewsCard />
          <WaitingLegitimationsCard />
        </Stack>
      }
    >
      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="sm">
          {t("home.title")}
        </Title>
        <Stack gap="xs">
          {ADMIN_NAV.map((item) => (
            <div key={item.to}>
              <Anchor component={Link} to={item.to} fw={600}>
                {t(item.labelKey)}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t(`home.describe.${item.to.split("/").pop() ?? ""}`)}
              </Text>
            </div>
          ))}
        </Stack>
      </Card>
    </AreaHomePage>
  );
}
