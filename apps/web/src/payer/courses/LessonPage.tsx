import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { usePayerLesson } from "../../api/payer.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { payerPaths } from "../navigation.ts";
import { BackLink } from "../BackLink.tsx";
import { PagePending } from "../PagePending.tsx";
import { CourseProgress } from "./CourseProgress.tsx";
import { LessonBlocks } from "./LessonBlocks.tsx";
import { LessonNav } from "./LessonNav.tsx";
import { LessonQuiz } from "./quiz/LessonQuiz.tsx";

/**
 * /payer/courses/:productId/lessons/:lessonId: the lesson player and its quiz. A locked lesson,
 * an ended or a paused access answers 403 with the server's words, shown as they are.
 */
export function LessonPage() {
  const { t } = useTranslation("payer");
  const params = useParams();
  const productId = Number(params.productId);
  const lessonId = Number(params.lessonId);
  const { data, isError, error } = usePayerLesson(productId, lessonId);
  const back = <BackLink to={payerPaths.course(productId)} label={t("lesson.back")} />;

  if (!data)
    return (
      <Stack gap="md">
        {back}
        <PagePending error={isError ? error : null} />
      </Stack>
    );

  const { lesson, progress } = data;
  return (
    <Stack gap="md" maw={900}>
      {back}
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {lesson.module.title}
          </Text>
          {lesson.status === "completed" && (
            <Badge size="sm" color="green" variant="light">
              {t("lessonStatuses.completed")}
            </Badge>
          )}
        </Group>
        <PageTitle title={lesson.title} />
      </Stack>
      <Paper withBorder p={{ base: "md", sm: "lg" }}>
        <LessonBlocks blocks={lesson.content} />
      </Paper>
      <LessonQuiz key={lesson.id} productId={productId} lessonId={lesson.id} quiz={lesson.quiz} />
      <LessonNav productId={productId} lesson={lesson} />
      <CourseProgress progress={progress} size="sm" />
    </Stack>
  );
}
