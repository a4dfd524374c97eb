import type { ReactNode } from "react";
import { SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/PageTitle.tsx";
import type { AreaKey } from "../areas.ts";
import { useSignedInUser } from "../guards/useSignedInUser.ts";
import { EmailConfirmationCard } from "./EmailConfirmationCard.tsx";
import { ProfilesCard } from "./ProfilesCard.tsx";

/**
 * Every area starts here: a greeting, the email state, the profiles; areas may add their own card
 * next to the profiles (`children`) or what matters most above them (`main`); the seller's home
 * is a page of its own there and asks for more width (`wide`).
 */
export function AreaHomePage({
  area,
  children,
  main,
  wide = false,
}: {
  area: AreaKey;
  children?: ReactNode;
  main?: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation("area");
  const user = useSignedInUser();
  return (
    <Stack gap="lg" maw={wide ? 1200 : 960}>
      <PageTitle
        title={user.firstName ? t("home.greeting", { name: user.firstName }) : t("home.greetingAnonymous")}
        description={t(`home.intro.${area}`)}
      />
      <EmailConfirmationCard />
      {main}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfilesCard current={area} />
        {children}
      </SimpleGrid>
    </Stack>
  );
}
