import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { AREAS, areaOfProfile, type AreaKey } from "../areas.ts";
import { useSignedInUser } from "../guards/useSignedInUser.ts";
import { ProfileActions } from "./ProfileActions.tsx";

/** The user's profiles, a way into each profile's area, and the profiles they may still add. */
export function ProfilesCard({ current }: { current: AreaKey }) {
  const { t } = useTranslation("area");
  const user = useSignedInUser();
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {t("profiles.title")}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {user.profiles.map((profile) => {
          const area = areaOfProfile(profile.type);
          return (
            <Group key={profile.id} component="li" justify="space-between" wrap="nowrap">
              <Text>{t(`profileTypes.${profile.type}`)}</Text>
              {area === current ? (
                <Badge variant="light">{t("profiles.here")}</Badge>
              ) : area ? (
                <Anchor component={Link} to={AREAS[area].path}>
                  {t("profiles.open", { area: t(`areas.${area}`) })}
                </Anchor>
              ) : null}
            </Group>
          );
        })}
      </Stack>
      <Stack mt="md" gap="xs">
        <ProfileActions />
      </Stack>
    </Card>
  );
}
