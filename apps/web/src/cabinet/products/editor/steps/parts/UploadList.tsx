import { ActionIcon, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLocaleCode } from "../../../../../i18n/locale.ts";
import { formatFileSize } from "@sellwerk/domain";
import type { UploadItem } from "./useUploads.ts";

/** Uploads in flight: name, size, a progress bar; failed ones with their reason. */
export function UploadList({
  items,
  onCancel,
  onDismiss,
}: {
  items: UploadItem[];
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
}) {
  const { t } = useTranslation("catalogFiles");
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" aria-live="polite">
      {items.map((item) => {
        const percent = Math.round(item.progress * 100);
        return (
          <Paper key={item.id} withBorder p="xs" radius="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" fw={500} truncate>
                {item.name}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {formatFileSize(item.size, currentLocaleCode())}
                </Text>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  color="gray"
                  onClick={() => (item.error ? onDismiss(item.id) : onCancel(item.id))}
                  aria-label={t(item.error ? "upload.dismiss" : "upload.cancel", { name: item.name })}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {item.error ? (
              <Group gap={6} mt={4} wrap="nowrap">
                <IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-hidden />
                <Text size="xs" c="red" role="alert">
                  {item.error}
                </Text>
              </Group>
            ) : (
              <>
                <Progress
                  mt={6}
                  value={percent}
                  animated={percent === 100}
                  aria-label={t("upload.progress", { name: item.name })}
                />
                <Text size="xs" c="dimmed" mt={2}>
                  {percent < 100 ? t("upload.percent", { percent }) : t("upload.storing")}
                </Text>
              </>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
