import { ActionIcon, Badge, Group, Paper, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AddByTypeMenu } from "../../../../../ui/AddByTypeMenu.tsx";
import { COURSE_LIMITS, LESSON_BLOCK_TYPES } from "@sellwerk/domain";
import { RichTextField } from "../../../../../ui/fields/RichTextField.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { moveItem } from "../parts/moveItem.ts";
import { ReorderControls } from "../parts/ReorderControls.tsx";
import { MediaBlockField } from "./MediaBlockField.tsx";
import { newBlock, type BlockForm } from "./lessonForm.ts";

/** The lesson's content: blocks of text, video, audio, files and PDFs, in the order buyers see them. */
export function BlockEditor({
  blocks,
  onChange,
  errorFor,
}: {
  blocks: BlockForm[];
  onChange: (blocks: BlockForm[]) => void;
  errorFor: (path: string) => string | undefined;
}) {
  const { t } = useTranslation("catalogContent");
  const update = (index: number, change: Partial<BlockForm>) =>
    onChange(blocks.map((block, i) => (i === index ? { ...block, ...change } : block)));

  return (
    <Stack gap="sm">
      {blocks.map((block, index) => {
        const path = `content.${index}`;
        const name = t(`blocks.types.${block.type}`);
        return (
          <Paper key={block.key} withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <ReorderControls
                    label={name}
                    index={index}
                    count={blocks.length}
                    onMove={(to) => onChange(moveItem(blocks, index, to))}
                  />
                  <Badge variant="light">{name}</Badge>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  onClick={() => onChange(blocks.filter((_, i) => i !== index))}
                  aria-label={t("blocks.remove", { name })}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
              <TextInput
                size="xs"
                label={t("blocks.title")}
                value={block.title}
                maxLength={COURSE_LIMITS.titleMax}
                onChange={(event) => update(index, { title: event.currentTarget.value })}
              />
              {block.type === "text" && (
                <RichTextField
                  label={t("blocks.text")}
                  value={block.html}
                  onChange={(html) => update(index, { html })}
                  maxLength={COURSE_LIMITS.htmlMax}
                  error={errorFor(`${path}.html`)}
                />
              )}
              {block.type === "video" && (
                <SegmentedControl
                  size="xs"
                  value={block.source}
                  onChange={(source) => update(index, { source: source })}
                  data={[
                    { value: "url", label: t("blocks.videoUrl") },
                    { value: "file", label: t("blocks.videoFile") },
                  ]}
                  aria-label={t("blocks.videoSource")}
                />
              )}
              {block.type === "video" && block.source === "url" && (
                <TextField
                  label={t("blocks.url")}
                  placeholder="https://"
                  value={block.url}
                  onChange={(url) => update(index, { url })}
                  error={errorFor(`${path}.url`)}
                />
              )}
              {block.type !== "text" && (block.type !== "video" || block.source === "file") && (
                <MediaBlockField
                  type={block.type}
                  file={block.file}
                  onChange={(file) => update(index, { file })}
                  error={errorFor(`${path}.fileId`)}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
      {blocks.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("blocks.empty")}
        </Text>
      )}
      <AddByTypeMenu
        label={t("blocks.add")}
        types={LESSON_BLOCK_TYPES}
        typeLabel={(type) => t(`blocks.types.${type}`)}
        disabled={blocks.length >= COURSE_LIMITS.blocksMax}
        onAdd={(type) => onChange([...blocks, newBlock(type)])}
      />
    </Stack>
  );
}
