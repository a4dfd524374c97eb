import "@mantine/dropzone/styles.css";
import { Group, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconCloudUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLocaleCode } from "../../../../../i18n/locale.ts";
import { formatFileSize } from "@sellwerk/domain";

/** Drop or choose any number of files; the size limit is the server's, told before sending. */
export function DigitalDropzone({
  maxBytes,
  onFiles,
  onRefused,
}: {
  maxBytes: number | undefined;
  onFiles: (files: File[]) => void;
  onRefused: (file: File, reason: string) => void;
}) {
  const { t } = useTranslation("catalogFiles");
  const max = maxBytes ? formatFileSize(maxBytes, currentLocaleCode()) : null;
  const reject = (rejections: FileRejection[]) => {
    for (const { file, errors } of rejections) {
      const tooLarge = errors.some((e) => e.code === "file-too-large");
      onRefused(file, tooLarge && max ? t("upload.tooLarge", { max }) : (errors[0]?.message ?? ""));
    }
  };
  return (
    <Dropzone
      onDrop={onFiles}
      onReject={reject}
      maxSize={maxBytes}
      multiple
      inputProps={{ "aria-label": t("fileUpload.choose") }}
      p="lg"
    >
      <Group justify="center" gap="md" wrap="nowrap" style={{ pointerEvents: "none" }}>
        <IconCloudUpload size={36} stroke={1.5} aria-hidden />
        <Stack gap={2}>
          <Text fw={500}>{t("fileUpload.drop")}</Text>
          <Text size="sm" c="dimmed">
            {max ? t("fileUpload.limit", { max }) : t("fileUpload.anyType")}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
