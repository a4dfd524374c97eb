import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AffiliateProgram } from "../../../api/affiliates.ts";
import { useFormat } from "../../../ui/useFormat.ts";
import { useCommissionText } from "../useCommissionText.ts";

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </Stack>
  );
}

/** The program's terms as publishers get them, and the switches that shape its links. */
export function ProgramOverview({ program }: { program: AffiliateProgram }) {
  const { t } = useTranslation("affiliates");
  const format = useFormat();
  const commission = useCommissionText();
  const yesNo = (on: boolean) => (
    <Badge size="sm" variant="light" color={on ? "green" : "gray"}>
      {on ? t("yes") : t("no")}
    </Badge>
  );

  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Title order={2} fz="md" mb="md">
          {t("program.terms")}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <Fact label={t("programs.columns.form")} value={t(`forms.${program.form}`)} />
          <Fact label={t("programs.columns.commission")} value={commission(program.commissions)} />
          <Fact label={t("form.bonus")} value={`${format.number(program.bonus)} %`} />
          <Fact
            label={t("form.basis")}
            value={t(program.provisionFromBrutto ? "basis.gross" : "basis.net")}
          />
          <Fact
            label={t("form.duration")}
            value={
              program.commissionDuration === "fixed"
                ? t("durations.fixedDays", { days: program.lifetimeDuration ?? 0 })
                : t(`durations.${program.commissionDuration}`)
            }
          />
          <Fact label={t("form.cookiesExpire")} value={t("daysCount", { count: program.cookiesExpire })} />
          <Fact label={t("form.scope")} value={t(`scopes.${program.scope}`)} />
          <Fact
            label={t("programs.columns.publishers")}
            value={t("program.publishersCount", {
              active: format.number(program.publishersCount),
              waiting: format.number(program.requestsCount),
            })}
          />
        </SimpleGrid>
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} fz="md" mb="md">
          {t("program.links")}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          <Fact
            label={t("form.landingEnabled")}
            value={
              program.disableLandingPage ? (
                <Group gap="xs">
                  {yesNo(false)}
                  {program.redirectionUrl && (
                    <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                      {program.redirectionUrl}
                    </Text>
                  )}
                </Group>
              ) : (
                <Group gap="xs">
                  {yesNo(true)}
                  <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                    {program.landingUrl}
                  </Text>
                </Group>
              )
            }
          />
          <Fact label={t("form.marketplace")} value={yesNo(program.affiliateMarketplaceProduct)} />
          <Fact label={t("form.forwardUrlParams")} value={yesNo(program.forwardUrlParams)} />
          <Fact
            label={t("form.affiliateRedirectionsAllowed")}
            value={yesNo(program.affiliateRedirectionsAllowed)}
          />
          <Fact label={t("form.embedFormsAllowed")} value={yesNo(program.embedFormsAllowed)} />
          <Fact label={t("programs.columns.created")} value={format.date(program.createdAt)} />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
