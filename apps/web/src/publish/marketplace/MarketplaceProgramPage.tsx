import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client/errors.ts";
import { useMarketplaceProgram, type MarketplaceProgramDetail } from "../../api/publish.ts";
import { NotFoundPage } from "../../marketing/NotFoundPage.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { QueryContent } from "../../ui/QueryContent.tsx";
import { CopyLink } from "../ui/CopyLink.tsx";
import { useTermsText } from "../ui/terms.ts";
import { NodeStateBadge } from "./NodeStateBadge.tsx";
import { RequestToJoin } from "./RequestToJoin.tsx";

/** /publish/affiliate_marketplace/{id}: a listed program's terms, text and products; join it here. */
export function MarketplaceProgramPage() {
  const { t } = useTranslation("publish");
  const id = Number(useParams().id);
  const program = useMarketplaceProgram(Number.isInteger(id) && id > 0 ? id : 0);
  if (!(Number.isInteger(id) && id > 0) || (isApiError(program.error) && program.error.status === 404))
    return <NotFoundPage />;
  return (
    <>
      <Anchor component={Link} to="/publish/affiliate_marketplace" size="sm" mb="sm" display="inline-flex">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t("marketplace.back")}
        </Group>
      </Anchor>
      <QueryContent query={program}>{(data) => <ProgramDetail program={data} />}</QueryContent>
    </>
  );
}

function ProgramDetail({ program }: { program: MarketplaceProgramDetail }) {
  const { t } = useTranslation("publish");
  const terms = useTermsText();
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle
        title={program.name}
        description={t("marketplace.bySeller", { seller: program.sellerName })}
      />
      <Card withBorder padding="md">
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="sm">
            <Text fw={600}>{t("marketplace.yourState")}</Text>
            {program.nodeState ? (
              <NodeStateBadge state={program.nodeState} />
            ) : (
              <Text c="dimmed">{t("marketplace.notJoined")}</Text>
            )}
          </Group>
          {!program.nodeState && <RequestToJoin programId={program.id} />}
        </Group>
        {program.nodeState === "requested" && (
          <Text size="sm" c="dimmed" mt="xs">
            {t("marketplace.waitingForSeller")}
          </Text>
        )}
        {program.affiliateLink && (
          <Stack mt="md">
            <CopyLink label={t("links.affiliate")} link={program.affiliateLink} />
          </Stack>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Term
          label={t("marketplace.columns.commission")}
          value={terms.commission(program)}
          hint={terms.stages(program)}
        />
        <Term
          label={t("marketplace.columns.duration")}
          value={terms.duration(program)}
          hint={terms.base(program)}
        />
        <Term label={t("marketplace.cookieLife")} value={terms.cookies(program)} />
        <Term
          label={t("marketplace.columns.products")}
          value={String(program.productsCount)}
          hint={t(`marketplace.scope.${program.scope}`)}
        />
      </SimpleGrid>
      {program.landingBody && (
        <Card withBorder padding="md" component="section" aria-label={t("marketplace.about")}>
          <Title order={2} fz="lg" mb="xs">
            {t("marketplace.about")}
          </Title>
          <LandingBody program={program} />
        </Card>
      )}
      {program.products.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="program-products">
          <Title order={2} fz="lg" id="program-products">
            {t("marketplace.productsTitle")}
          </Title>
          <Table striped withTableBorder aria-labelledby="program-products">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("marketplace.product")}</Table.Th>
                <Table.Th ta="right">{t("marketplace.columns.commission")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {program.products.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td ta="right">
                    {terms.commission({ commissions: p.commissions, bonus: program.bonus })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {program.nodeState === "rejected" && <Alert color="gray">{t("marketplace.rejectedHint")}</Alert>}
    </Stack>
  );
}

/**
 * The seller's landing text (placeholders filled by the API) as paragraphs; where it says
 * {buttons}, the publisher's own control stands: "Request to join", or their state.
 */
function LandingBody({ program }: { program: MarketplaceProgramDetail }) {
  const parts = (program.landingBody ?? "").split("{buttons}");
  return (
    <Stack gap="xs">
      {parts.map((part, i) => (
        <Stack key={i} gap="xs">
          {part
            .split("\n\n")
            .filter((paragraph) => paragraph.trim() !== "")
            .map((paragraph, j) => (
              <Text key={j} style={{ whiteSpace: "pre-line" }}>
                {paragraph.trim()}
              </Text>
            ))}
          {i < parts.length - 1 && (
            <Group>
              {program.nodeState ? (
                <NodeStateBadge state={program.nodeState} />
              ) : (
                <RequestToJoin programId={program.id} />
              )}
            </Group>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function Term({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}
