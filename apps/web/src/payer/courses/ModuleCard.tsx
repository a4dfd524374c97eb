import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PayerCourse } from "../../api/payerTypes.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { payerPaths } from "../navigation.ts";
import { LessonStatusIcon } from "./LessonStatusIcon.tsx";

/**
 * A module and its lessons: open ones link to the player, locked ones say when they open — or,
 * while the access is paused, that they are paused (their opening day may have long passed).
 */
export function ModuleCard({
  productId,
  module,
  paused = false,
}: {
  productId: number;
  module: PayerCourse["modules"][number];
  paused?: boolean;
}) {
  const { t } = useTranslation("payer");
  const format = useFormat();
  return (
    <Paper withBorder p="md" component="section" aria-label={module.title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {module.title}
        </Title>
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: "none" }}>
          {module.lessons.map((lesson) => (
            <Group key={lesson.id} component="li" gap="sm" wrap="nowrap" align="center">
              <LessonStatusIcon lesson={lesson} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                {lesson.open ? (
                  <Anchor component={Link} to={payerPaths.lesson(productId, lesson.id)} size="sm">
                    {lesson.title}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    {lesson.title}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {lesson.open
                    ? t(`lessonStatuses.${lesson.status}`)
                    : paused
                      ? t("lessons.paused")
                      : t("lessons.opensOn", { date: format.dateTime(lesson.opensAt) })}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
