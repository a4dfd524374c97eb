import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { usePublisherDetails, type PublisherDetails } from "../../api/publish.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { QueryContent } from "../../ui/QueryContent.tsx";
import { CopyLink } from "../ui/CopyLink.tsx";

/**
 * /publish/details: who the publisher is to sellers (their publisher ID), the link that recruits
 * sellers to the platform (platform_affiliate), and every program's affiliate and recruit links.
 */
export function DetailsPage() {
  const { t } = useTranslation("publish");
  const details = usePublisherDetails();
  return (
    <>
      <PageTitle title={t("details.title")} description={t("details.description")} />
      <QueryContent query={details}>{(data) => <Details details={data} />}</QueryContent>
    </>
  );
}

function Details({ details }: { details: PublisherDetails }) {
  const { t } = useTranslation("publish");
  return (
    <Stack gap="lg" maw={880}>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label={t("details.publisherId")} value={String(details.publisherId)} />
          <Fact label={t("details.name")} value={details.name || "–"} />
          <Fact label={t("details.email")} value={details.email} />
        </SimpleGrid>
      </Card>
      <Card withBorder padding="md" component="section" aria-labelledby="getting-paid">
        <Title order={2} fz="lg" id="getting-paid" mb={4}>
          {t("details.payoutTitle")}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t("details.payoutText")}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/publish/legitimation" size="sm">
            {t("details.toLegitimation")}
          </Anchor>
          <Anchor component={Link} to="/publish/bank_accounts" size="sm">
            {t("details.toBankAccounts")}
          </Anchor>
          <Anchor component={Link} to="/publish/profile/edit" size="sm">
            {t("details.toProfile")}
          </Anchor>
        </Group>
      </Card>
      <Card withBorder padding="md" component="section" aria-labelledby="platform-affiliate">
        <Title order={2} fz="lg" id="platform-affiliate" mb={4}>
          {t("details.platformTitle")}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t("details.platformText")}
        </Text>
        <CopyLink label={t("links.platform")} link={details.platformAffiliateLink} />
      </Card>
      <Stack gap="sm" component="section" aria-labelledby="program-links">
        <Title order={2} fz="lg" id="program-links">
          {t("details.linksTitle")}
        </Title>
        {details.links.length === 0 ? (
          <Text c="dimmed">
            {t("details.noPrograms")}{" "}
            <Anchor component={Link} to="/publish/affiliate_marketplace">
              {t("details.toMarketplace")}
            </Anchor>
          </Text>
        ) : (
          details.links.map((l) => (
            <Card key={l.programId} withBorder padding="md">
              <Group gap={6} mb="xs">
                <Text fw={600}>{l.programName}</Text>
                <Text c="dimmed" size="sm">
                  · {l.sellerName}
                </Text>
              </Group>
              <Stack gap="xs">
                <CopyLink label={t("links.affiliate")} link={l.affiliateLink} />
                {l.recruitLink && (
                  <CopyLink
                    label={t("links.recruit")}
                    link={l.recruitLink}
                    description={t("links.recruitHelp")}
                  />
                )}
              </Stack>
            </Card>
          ))
        )}
      </Stack>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </Stack>
  );
}
