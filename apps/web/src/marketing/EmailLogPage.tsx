import { useMemo } from "react";
import { Alert, Anchor, Box, Code, Container, List, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useEmailLog } from "../api/common.ts";
import { isApiError } from "../api/client/errors.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { CenteredLoader } from "../ui/CenteredLoader.tsx";
import { useFormat } from "../ui/useFormat.ts";
import { mailLinks } from "./mailLinks.ts";
import { NotFoundPage } from "./NotFoundPage.tsx";

/**
 * Every mail Sellwerk sends can be read here. The HTML is shown in a frame with every sandbox
 * restriction (no script, no forms, no navigation); its links are repeated below as real anchors.
 */
export function EmailLogPage() {
  const { t } = useTranslation("marketing");
  const { token = "" } = useParams();
  const format = useFormat();
  const log = useEmailLog(token);
  const links = useMemo(() => (log.data ? mailLinks(log.data.html) : []), [log.data]);

  if (log.isPending) return <CenteredLoader />;
  if (log.isError) {
    if (isApiError(log.error) && log.error.status === 404) return <NotFoundPage />;
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert">
          {isApiError(log.error) ? log.error.message : t("common:loadFailed")}
        </Alert>
      </Container>
    );
  }
  const mail = log.data;

  return (
    <Container size="md" py={{ base: 24, sm: 40 }}>
      <PageTitle title={mail.subject} description={t("emailLog.description")} />
      <Table variant="vertical" withTableBorder mb="lg" aria-label={t("emailLog.details")}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>{t("emailLog.subject")}</Table.Th>
            <Table.Td>{mail.subject}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("emailLog.to")}</Table.Th>
            <Table.Td>{mail.to}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("emailLog.date")}</Table.Th>
            <Table.Td>{format.dateTime(mail.createdAt)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>

      {links.length > 0 && (
        <Stack gap="xs" mb="lg" component="section" aria-labelledby="mail-links">
          <Title order={2} fz="lg" id="mail-links">
            {t("emailLog.links")}
          </Title>
          <List spacing={4}>
            {links.map((link) => (
              <List.Item key={link.href}>
                <Anchor href={link.href}>{link.text}</Anchor>
                {link.text !== link.href && (
                  <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                    {link.href}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}

      <Tabs defaultValue="html" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">{t("emailLog.html")}</Tabs.Tab>
          <Tabs.Tab value="text">{t("emailLog.text")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="md">
          <Box
            component="iframe"
            title={t("emailLog.frameTitle", { subject: mail.subject })}
            sandbox=""
            srcDoc={mail.html}
            w="100%"
            h={640}
            style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8, background: "#fff" }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="md">
          <Code block style={{ whiteSpace: "pre-wrap" }}>
            {mail.text}
          </Code>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
