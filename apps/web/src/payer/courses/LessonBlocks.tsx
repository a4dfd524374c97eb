import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconExternalLink, IconFileTypePdf } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LOCALE_CODES } from "@sellwerk/domain";
import type { PayerLessonBlock } from "../../api/payerTypes.ts";
import { SafeHtml } from "../../ui/SafeHtml.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { formatFileSize } from "@sellwerk/domain";

const MEDIA_STYLE = { width: "100%", maxHeight: "70vh", borderRadius: 8, background: "#000" } as const;

/**
 * One content block. Media play from our own signed URLs; a video hosted elsewhere opens in its
 * own tab, since the page's CSP lets no other site's frames or media in.
 */
function Block({ block }: { block: PayerLessonBlock }) {
  const { t } = useTranslation("payer");
  const format = useFormat();
  const file = block.file ?? null;
  const name = block.title || file?.filename || "";
  switch (block.type) {
    case "text":
      return <SafeHtml html={block.html ?? ""} />;
    case "video":
      if (file)
        return <video controls preload="metadata" src={file.url} style={MEDIA_STYLE} aria-label={name} />;
      return block.url ? (
        <AppButton
          component="a"
          href={block.url}
          target="_blank"
          rel="noopener noreferrer"
          kind="secondary"
          leftSection={<IconExternalLink size={16} aria-hidden />}
          style={{ alignSelf: "flex-start" }}
        >
          {t("lesson.watchVideo")}
        </AppButton>
      ) : null;
    case "audio":
      return file ? (
        <audio controls preload="metadata" src={file.url} style={{ width: "100%" }} aria-label={name} />
      ) : null;
    case "pdf":
    case "file":
      if (!file) return <Text c="dimmed">{t("lesson.fileGone")}</Text>;
      return (
        <Paper withBorder p="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              {block.type === "pdf" ? (
                <IconFileTypePdf size={20} aria-hidden />
              ) : (
                <IconDownload size={20} aria-hidden />
              )}
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                  {file.filename ?? name}
                </Text>
                {file.size !== undefined && (
                  <Text size="xs" c="dimmed">
                    {formatFileSize(file.size, LOCALE_CODES[format.locale])}
                  </Text>
                )}
              </Stack>
            </Group>
            <Group gap="xs">
              {block.type === "pdf" && (
                <Anchor href={file.url} target="_blank" rel="noopener" size="sm">
                  {t("lesson.openPdf")}
                </Anchor>
              )}
              <AppButton
                component="a"
                href={`${file.url}&download=1`}
                download={file.filename}
                size="xs"
                kind="secondary"
                leftSection={<IconDownload size={14} aria-hidden />}
              >
                {t("lesson.download")}
              </AppButton>
            </Group>
          </Group>
        </Paper>
      );
  }
}

/** The lesson's blocks in order, each under its title when it has one. */
export function LessonBlocks({ blocks }: { blocks: readonly PayerLessonBlock[] }) {
  const { t } = useTranslation("payer");
  if (blocks.length === 0) return <Text c="dimmed">{t("lesson.empty")}</Text>;
  return (
    <Stack gap="lg">
      {blocks.map((block, i) => (
        <Stack key={i} gap="xs" component="section">
          {block.title && block.type !== "text" && (
            <Title order={2} fz="md">
              {block.title}
            </Title>
          )}
          {block.title && block.type === "text" && (
            <Title order={2} fz="lg">
              {block.title}
            </Title>
          )}
          <Block block={block} />
        </Stack>
      ))}
    </Stack>
  );
}
