import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { AREAS, userAreas, type AreaKey } from "../areas.ts";
import { useSignedInUser } from "../guards/useSignedInUser.ts";
import { ProfileActions } from "./ProfileActions.tsx";

/** A signed-in person without the area's profile: say so, and offer the profile where people may add it. */
export function NoAccessPage({ area }: { area: AreaKey }) {
  const { t } = useTranslation("area");
  const user = useSignedInUser();
  const addable = AREAS[area].addableProfile;
  const others = userAreas(user);

  return (
    <Stack maw={640}>
      <Group gap="sm">
        <IconLock size={28} aria-hidden />
        <PageTitle title={t("noAccess.title", { area: t(`areas.${area}`) })} />
      </Group>
      <Text>
        {addable ? t("noAccess.addable") : t(`noAccess.granted.${area === "admin" ? "admin" : "teamMember"}`)}
      </Text>
      {addable && <ProfileActions only={addable} />}
      {others.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>{t("noAccess.yourAreas")}</Text>
          {others.map((key) => (
            <Anchor key={key} component={Link} to={AREAS[key].path}>
              {t(`areas.${key}`)}
            </Anchor>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
