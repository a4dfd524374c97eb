import { Code, CopyButton, Group, Stack, Text } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AppButton } from "../../ui/AppButton.tsx";

/** The copyable HTML with its copy button. */
export function SnippetBox({ snippet }: { snippet: string }) {
  const { t } = useTranslation("embeds");
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text fw={600}>{t("preview.snippet")}</Text>
          <Text size="sm" c="dimmed">
            {t("preview.snippetHint")}
          </Text>
        </div>
        <CopyButton value={snippet} timeout={2000}>
          {({ copied, copy }) => (
            <AppButton
              kind="secondary"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? t("preview.copied") : t("preview.copy")}
            </AppButton>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }} data-testid="embed-snippet">
        {snippet}
      </Code>
    </Stack>
  );
}
