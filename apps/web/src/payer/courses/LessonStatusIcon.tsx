import { ThemeIcon } from "@mantine/core";
import { IconCircle, IconCircleCheck, IconCircleHalf2, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PayerLessonSummary } from "../../api/payerTypes.ts";

/** Locked, not started, in progress or completed, as an icon with its name for screen readers. */
export function LessonStatusIcon({ lesson }: { lesson: Pick<PayerLessonSummary, "open" | "status"> }) {
  const { t } = useTranslation("payer");
  const [Icon, color, label] = !lesson.open
    ? [IconLock, "gray", t("lessons.locked")]
    : lesson.status === "completed"
      ? [IconCircleCheck, "green", t("lessonStatuses.completed")]
      : lesson.status === "in_progress"
        ? [IconCircleHalf2, "yellow", t("lessonStatuses.in_progress")]
        : [IconCircle, "gray", t("lessonStatuses.not_started")];
  return (
    <ThemeIcon variant="light" color={color} radius="xl" size="md" aria-label={label} role="img">
      <Icon size={16} aria-hidden />
    </ThemeIcon>
  );
}
