import { useCallback, useState } from "react";
import { Grid, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { courseKey, useCourse } from "../../../../../api/catalogContent.ts";
import { ConfirmModal } from "../../../../../ui/ConfirmModal.tsx";
import { StatusBadge } from "../../../../../ui/StatusBadge.tsx";
import { PartAlerts } from "../parts/PartAlerts.tsx";
import { usePartEdit } from "../parts/usePartEdit.ts";
import type { StepProps } from "../registry.ts";
import { CourseTreePanel } from "./CourseTreePanel.tsx";
import { LessonEditor } from "./LessonEditor.tsx";

/** Step "content" of a course: the module and lesson tree beside the selected lesson's editor. */
export function ContentStep({ product, onSaved, registerDirty }: StepProps) {
  const { t } = useTranslation("catalogContent");
  const client = useQueryClient();
  const course = useCourse(product.id);
  const edit = usePartEdit({ product, onSaved });
  const [selected, setSelected] = useState<number | null>(null);
  // Another lesson is only opened over unsaved edits once the seller agreed to drop them.
  const [lessonDirty, setLessonDirty] = useState(false);
  const [asked, setAsked] = useState<number | null>(null);
  const registerLessonDirty = useCallback(
    (dirty: boolean) => {
      setLessonDirty(dirty);
      registerDirty(dirty);
    },
    [registerDirty],
  );
  const select = (lessonId: number) => {
    if (lessonId === selected) return;
    if (lessonDirty) setAsked(lessonId);
    else setSelected(lessonId);
  };
  const refresh = () => client.invalidateQueries({ queryKey: courseKey(product.id) });
  const tree = course.data;
  const modules = tree?.list ?? [];
  const lessonExists = modules.some((m) => m.lessons.some((l) => l.id === selected));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} fz="xl">
            {t("course.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("course.intro")}
          </Text>
        </div>
        {tree && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t("course.publishState")}
            </Text>
            <StatusBadge state={tree.publishState} label={t(`course.states.${tree.publishState}`)} />
          </Group>
        )}
      </Group>
      <PartAlerts edit={edit} />
      {!tree ? (
        <Loader aria-label={t("common:loading")} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <CourseTreePanel
              productId={product.id}
              modules={modules}
              edit={edit}
              selected={selected}
              onSelect={select}
              onChanged={refresh}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {selected !== null && lessonExists ? (
              <LessonEditor
                key={selected}
                productId={product.id}
                lessonId={selected}
                modules={modules}
                edit={edit}
                registerDirty={registerLessonDirty}
                onChanged={refresh}
              />
            ) : (
              <Text c="dimmed" size="sm" ta="center" py="xl">
                {modules.length === 0 ? t("course.empty") : t("course.pickLesson")}
              </Text>
            )}
          </Grid.Col>
        </Grid>
      )}
      <ConfirmModal
        opened={asked !== null}
        title={t("lesson.discardTitle")}
        confirmLabel={t("lesson.discard")}
        danger
        onClose={() => setAsked(null)}
        onConfirm={() => {
          setSelected(asked);
          setAsked(null);
        }}
      >
        {t("lesson.discardText")}
      </ConfirmModal>
    </Stack>
  );
}
