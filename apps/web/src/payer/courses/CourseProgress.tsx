import { Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CourseProgress as Figures } from "../../api/payerTypes.ts";
import { progressPercent } from "./courseMath.ts";

/** How far the payer is: lessons completed of those published, as a bar and in words. */
export function CourseProgress({ progress, size = "md" }: { progress: Figures; size?: "sm" | "md" }) {
  const { t } = useTranslation("payer");
  const percent = progressPercent(progress);
  const label = t("courses.progress", { completed: progress.completed, total: progress.total });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size={size === "sm" ? "xs" : "sm"} c="dimmed">
          {label}
        </Text>
        <Text size={size === "sm" ? "xs" : "sm"} fw={600}>
          {percent} %
        </Text>
      </Group>
      <Progress value={percent} size={size} color={percent === 100 ? "green" : "brand"} aria-label={label} />
    </Stack>
  );
}
