import { Alert, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { usePayerCourse } from "../../api/payer.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { payerPaths } from "../navigation.ts";
import { BackLink } from "../BackLink.tsx";
import { PagePending } from "../PagePending.tsx";
import { AccessBadge, useAccessText } from "./AccessBadge.tsx";
import { CourseProgress } from "./CourseProgress.tsx";
import { ModuleCard } from "./ModuleCard.tsx";
import { nextLesson } from "./courseMath.ts";
import { PayToResume } from "./PayToResume.tsx";

/** /payer/courses/:productId: the course area with modules, drip locks and the payer's progress. */
export function CoursePage() {
  const { t } = useTranslation("payer");
  const accessText = useAccessText();
  const productId = Number(useParams().productId);
  const { data: course, isError, error } = usePayerCourse(productId);
  const back = <BackLink to={payerPaths.courses} label={t("course.back")} />;

  if (!course)
    return (
      <Stack gap="md">
        {back}
        <PagePending error={isError ? error : null} />
      </Stack>
    );

  const resume = nextLesson(course);
  return (
    <Stack gap="md" maw={900}>
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <PageTitle
            title={course.product.name}
            description={t("order.soldBy", { seller: course.seller.name })}
          />
          <Group gap="xs">
            <AccessBadge access={course.access} />
            <Text size="sm" c="dimmed">
              {accessText(course.access)}
            </Text>
          </Group>
        </Stack>
        {resume !== null && (
          <AppButton
            component={Link}
            to={payerPaths.lesson(course.product.id, resume)}
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
          >
            {course.progress.completed > 0 ? t("course.continue") : t("course.start")}
          </AppButton>
        )}
      </Group>
      {course.access.state === "paused" && (
        <Alert color="red" icon={<IconPlayerPause aria-hidden />} title={t("course.pausedTitle")}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("course.paused")}</Text>
            <PayToResume access={course.access} />
          </Stack>
        </Alert>
      )}
      <Paper withBorder p="md">
        <CourseProgress progress={course.progress} />
      </Paper>
      {course.modules.length === 0 ? (
        <Text c="dimmed">{t("course.noLessons")}</Text>
      ) : (
        course.modules.map((module) => (
          <ModuleCard
            key={module.id}
            productId={course.product.id}
            module={module}
            paused={course.access.state === "paused"}
          />
        ))
      )}
    </Stack>
  );
}
