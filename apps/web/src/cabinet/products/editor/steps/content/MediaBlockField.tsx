import { FileButton, Group, Text } from "@mantine/core";
import { IconFile, IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { LessonBlockType } from "@sellwerk/domain";
import type { StoredFile } from "../../../../../api/catalogTypes.ts";
import { currentLocaleCode } from "../../../../../i18n/locale.ts";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { formatFileSize } from "@sellwerk/domain";
import { UploadList } from "../parts/UploadList.tsx";
import { useUploads } from "../parts/useUploads.ts";

/** What the file picker offers per block; the server checks the type again from the bytes. */
const ACCEPT: Record<Exclude<LessonBlockType, "text">, string | undefined> = {
  video: "video/*",
  audio: "audio/*",
  pdf: "application/pdf",
  file: undefined,
};

/** The uploaded file of a media block: its name and size, and a button to upload or replace it. */
export function MediaBlockField({
  type,
  file,
  onChange,
  error,
}: {
  type: Exclude<LessonBlockType, "text">;
  file: StoredFile | null;
  onChange: (file: StoredFile) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation("catalogContent");
  const uploads = useUploads("lesson_media");
  return (
    <>
      <Group gap="sm" wrap="nowrap">
        {file ? (
          <Group gap={6} wrap="nowrap" flex={1} miw={0}>
            <IconFile size={16} aria-hidden />
            <Text size="sm" truncate>
              {file.filename}
            </Text>
            {file.size !== undefined && (
              <Text size="xs" c="dimmed">
                {formatFileSize(file.size, currentLocaleCode())}
              </Text>
            )}
          </Group>
        ) : (
          <Text size="sm" c={error ? "red" : "dimmed"} flex={1} role={error ? "alert" : undefined}>
            {error ?? t("blocks.noFile")}
          </Text>
        )}
        <FileButton
          accept={ACCEPT[type]}
          onChange={(picked) => picked && void uploads.start(picked, async (stored) => onChange(stored))}
        >
          {(props) => (
            <AppButton
              {...props}
              kind="secondary"
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
            >
              {file ? t("blocks.replaceFile") : t("blocks.uploadFile")}
            </AppButton>
          )}
        </FileButton>
      </Group>
      <UploadList items={uploads.items} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
    </>
  );
}
