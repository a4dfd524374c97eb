import { Card, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AreaHomePage } from "../app/area/AreaHomePage.tsx";
import { useTeamSellers } from "../api/teamMember.ts";
import { SellerSwitch } from "./SellerSwitch.tsx";

export function TeamMemberHomePage() {
  const { t } = useTranslation("area");
  const sellers = useTeamSellers();
  const none = sellers.data !== undefined && sellers.data.length === 0;
  return (
    <AreaHomePage area="team_member">
      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="sm">
          {t("teamMember.title")}
        </Title>
        {none ? (
          <Text>{t("teamMember.noSellers")}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="sm">
              {t("teamMember.explain")}
            </Text>
            <SellerSwitch />
          </>
        )}
      </Card>
    </AreaHomePage>
  );
}
