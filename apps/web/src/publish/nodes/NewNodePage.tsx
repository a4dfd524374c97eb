import { useState } from "react";
import { Anchor, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client/errors.ts";
import { useMarketplaceProgram } from "../../api/publish.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { NodeStateBadge } from "../marketplace/NodeStateBadge.tsx";
import { RequestToJoin } from "../marketplace/RequestToJoin.tsx";
import { useTermsText } from "../ui/terms.ts";
import { parseProgramLink, type ProgramLink } from "./programLink.ts";

/**
 * /publish/affiliate_nodes/new: ask to join a program — pick one in the marketplace, or paste the
 * link a seller or a recruiting publisher shared (?link=… fills it in).
 */
export function NewNodePage() {
  const { t } = useTranslation("publish");
  const [search] = useSearchParams();
  const [text, setText] = useState(search.get("link") ?? "");
  const [touched, setTouched] = useState(false);
  const parsed = parseProgramLink(text, window.location.origin);
  const showError = touched && text.trim() !== "" && !parsed;
  return (
    <>
      <PageTitle title={t("newNode.title")} description={t("newNode.description")} />
      <Stack gap="lg" maw={720}>
        <Card withBorder padding="md">
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              <Title order={2} fz="lg">
                {t("newNode.marketplaceTitle")}
              </Title>
              <Text size="sm" c="dimmed">
                {t("newNode.marketplaceText")}
              </Text>
            </Stack>
            <AppButton
              component={Link}
              to="/publish/affiliate_marketplace"
              kind="secondary"
              leftSection={<IconBuildingStore size={16} aria-hidden />}
            >
              {t("newNode.toMarketplace")}
            </AppButton>
          </Group>
        </Card>
        <Card withBorder padding="md">
          <Title order={2} fz="lg" mb={4}>
            {t("newNode.linkTitle")}
          </Title>
          <TextInput
            label={t("newNode.linkLabel")}
            description={t("newNode.linkHelp")}
            placeholder={`${window.location.origin}/affiliate_programs/12`}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={showError ? t("newNode.linkInvalid") : undefined}
          />
          {parsed && <LinkedProgram link={parsed} />}
        </Card>
      </Stack>
    </>
  );
}

/** The program the link names: its terms when it is listed, and the request button. */
function LinkedProgram({ link }: { link: ProgramLink }) {
  const { t } = useTranslation("publish");
  const navigate = useNavigate();
  const terms = useTermsText();
  const program = useMarketplaceProgram(link.programId);
  const data = program.data;
  const unlisted = isApiError(program.error) && program.error.status === 404;
  return (
    <Stack gap="sm" mt="md">
      {data ? (
        <Group justify="space-between" gap="sm">
          <Stack gap={0}>
            <Anchor component={Link} to={`/publish/affiliate_marketplace/${data.id}`} fw={600}>
              {data.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {data.sellerName} · {terms.commission(data)} · {terms.duration(data)}
            </Text>
          </Stack>
          {data.nodeState && <NodeStateBadge state={data.nodeState} />}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {unlisted
            ? t("newNode.unlisted", { id: link.programId })
            : t("newNode.program", { id: link.programId })}
        </Text>
      )}
      {link.recruiterId && (
        <Text size="sm" c="dimmed">
          {t("newNode.recruitedBy", { id: link.recruiterId })}
        </Text>
      )}
      {!data?.nodeState && (
        <Group>
          <RequestToJoin
            programId={link.programId}
            recruiterId={link.recruiterId}
            onDone={() => void navigate("/publish/affiliate_nodes")}
          />
        </Group>
      )}
    </Stack>
  );
}
