import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/PageTitle.tsx";

/**
 * /publish/support: who answers which question. A program's terms and a sale are the seller's
 * (named in every program); payouts, credit memos and the account are the platform operator's,
 * whose contact is in the imprint. No installation configures a support address or form yet.
 */
const TOPICS = [
  { key: "programs", links: [{ to: "/publish/affiliate_programs", key: "programs" }] },
  {
    key: "payouts",
    links: [
      { to: "/publish/payouts_balance", key: "balance" },
      { to: "/publish/bank_accounts", key: "bankAccounts" },
    ],
  },
  { key: "tracking", links: [{ to: "/publish/statistics", key: "statistics" }] },
  {
    key: "operator",
    links: [
      { to: "/imprint", key: "imprint" },
      { to: "/terms", key: "terms" },
    ],
  },
] as const;

export function SupportPage() {
  const { t } = useTranslation("publish");
  return (
    <>
      <PageTitle title={t("support.title")} description={t("support.description")} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" maw={960}>
        {TOPICS.map((topic) => (
          <Card
            key={topic.key}
            withBorder
            padding="md"
            component="section"
            aria-labelledby={`support-${topic.key}`}
          >
            <Stack gap="xs">
              <Title order={2} fz="lg" id={`support-${topic.key}`}>
                {t(`support.topics.${topic.key}.title`)}
              </Title>
              <Text size="sm">{t(`support.topics.${topic.key}.text`)}</Text>
              {topic.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm">
                  {t(`support.links.${link.key}`)}
                </Anchor>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
