import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { IconSchool, IconSettings } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../ui/PageTitle.tsx";
import { EmailConfirmationCard } from "../app/area/EmailConfirmationCard.tsx";
import { useSignedInUser } from "../app/guards/useSignedInUser.ts";
import { PayerOrderList } from "./orders/PayerOrderList.tsx";
import { payerPaths } from "./navigation.ts";

/**
 * /payer: everything the buyer bought, per seller. Profile and language are the account settings
 * every user has (/account), linked here rather than repeated.
 */
export function PayerHomePage() {
  const { t } = useTranslation("payer");
  const user = useSignedInUser();
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle
        title={
          user.firstName
            ? t("area:home.greeting", { name: user.firstName })
            : t("area:home.greetingAnonymous")
        }
        description={t("area:home.intro.payer")}
      />
      <EmailConfirmationCard />
      <Paper withBorder p="sm">
        <Group gap="lg" wrap="wrap">
          <Anchor component={Link} to={payerPaths.courses}>
            <Group gap={6} component="span">
              <IconSchool size={18} aria-hidden />
              {t("home.courses")}
            </Group>
          </Anchor>
          <Anchor component={Link} to="/account">
            <Group gap={6} component="span">
              <IconSettings size={18} aria-hidden />
              {t("home.account")}
            </Group>
          </Anchor>
          <Text size="sm" c="dimmed">
            {t("home.accountHint")}
          </Text>
        </Group>
      </Paper>
      <PayerOrderList />
    </Stack>
  );
}
