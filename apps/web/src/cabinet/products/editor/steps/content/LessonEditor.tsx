import { useEffect, useMemo, useState } from "react";
import { Alert, Group, Loader, Select, Stack, Title } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SELLER_LESSON_STATUSES } from "@sellwerk/domain";
import {
  courseApi,
  lessonKey,
  useLesson,
  type CourseModule,
  type Lesson,
} from "../../../../../api/catalogContent.ts";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { ConfirmModal } from "../../../../../ui/ConfirmModal.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { sameValue } from "../form/issues.ts";
import { StepSection } from "../form/StepSection.tsx";
import type { PartEdit } from "../parts/usePartEdit.ts";
import { BlockEditor } from "./BlockEditor.tsx";
import { DripField } from "./DripField.tsx";
import { comparable, lessonPayload, toLessonForm, validateLesson, type LessonForm } from "./lessonForm.ts";
import { QuizBuilder } from "./QuizBuilder.tsx";
import { useIssueText } from "./useIssueText.ts";

interface EditorProps {
  productId: number;
  lessonId: number;
  modules: CourseModule[];
  edit: PartEdit;
  registerDirty: (dirty: boolean) => void;
  onChanged: () => Promise<unknown>;
}

/** Loads the lesson, then edits it. */
export function LessonEditor(props: EditorProps) {
  const { t } = useTranslation("catalogContent");
  const lesson = useLesson(props.productId, props.lessonId);
  if (!lesson.data) return <Loader aria-label={t("common:loading")} />;
  return <LessonForm {...props} lesson={lesson.data} />;
}

function LessonForm({
  productId,
  lessonId,
  modules,
  edit,
  registerDirty,
  onChanged,
  lesson,
}: EditorProps & { lesson: Lesson }) {
  const { t } = useTranslation("catalogContent");
  const client = useQueryClient();
  const [baseline, setBaseline] = useState<LessonForm>(() => toLessonForm(lesson));
  const [values, setValues] = useState<LessonForm>(baseline);
  const [moduleId, setModuleId] = useState(lesson.moduleId);
  const [submitted, setSubmitted] = useState(false);
  const [removing, setRemoving] = useState(false);
  const dirty = useMemo(
    () => moduleId !== lesson.moduleId || !sameValue(comparable(values), comparable(baseline)),
    [values, baseline, moduleId, lesson.moduleId],
  );
  const issues = useMemo(() => validateLesson(values), [values]);
  const errorFor = useIssueText(issues, submitted, edit.error);
  const set = (change: Partial<LessonForm>) => setValues((v) => ({ ...v, ...change }));

  useEffect(() => registerDirty(dirty), [dirty, registerDirty]);
  useEffect(() => () => registerDirty(false), [registerDirty]);

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(issues).length > 0) return;
    const changes = { ...lessonPayload(values), ...(moduleId !== lesson.moduleId ? { moduleId } : {}) };
    const saved = await edit.run((version) => courseApi.updateLesson(productId, version, lessonId, changes));
    if (!saved) return;
    const next = toLessonForm(saved.lesson);
    setBaseline(next);
    setValues(next);
    setSubmitted(false);
    client.setQueryData(lessonKey(productId, lessonId), saved.lesson);
    await onChanged();
  };

  const invalid = submitted ? Object.keys(issues).length : 0;

  return (
    <form
      noValidate
      aria-label={t("lesson.editor")}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Title order={3} fz="lg">
          {t("lesson.editor")}
        </Title>
        {invalid > 0 && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t("catalog:editor.invalid", { count: invalid })}
          </Alert>
        )}
        <TextField
          label={t("lesson.title")}
          value={values.title}
          onChange={(title) => set({ title })}
          required
          touched={submitted}
          error={errorFor("title")}
        />
        <Group grow align="flex-start">
          <Select
            label={t("lesson.module")}
            value={String(moduleId)}
            onChange={(value) => value && setModuleId(Number(value))}
            data={modules.map((m) => ({ value: String(m.id), label: m.title }))}
            allowDeselect={false}
          />
          <Select
            label={t("lesson.status")}
            description={t(`lesson.describeStatus.${values.status}`)}
            value={values.status}
            onChange={(value) => value && set({ status: value })}
            data={SELLER_LESSON_STATUSES.map((s) => ({ value: s, label: t(`lesson.statuses.${s}`) }))}
            allowDeselect={false}
          />
        </Group>
        <DripField values={values} onChange={set} errorFor={errorFor} />
        <StepSection title={t("blocks.heading")} description={t("blocks.intro")}>
          <BlockEditor blocks={values.content} onChange={(content) => set({ content })} errorFor={errorFor} />
        </StepSection>
        <StepSection title={t("quiz.heading")} description={t("quiz.intro")}>
          <QuizBuilder quiz={values.quiz} onChange={(quiz) => set({ quiz })} errorFor={errorFor} />
        </StepSection>
        <Group justify="space-between">
          <AppButton
            kind="ghost"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setRemoving(true)}
          >
            {t("lesson.remove")}
          </AppButton>
          <AppButton
            type="submit"
            loading={edit.busy}
            disabled={!dirty}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t("lesson.save")}
          </AppButton>
        </Group>
      </Stack>
      <ConfirmModal
        opened={removing}
        title={t("lesson.removeTitle")}
        confirmLabel={t("course.remove")}
        danger
        onClose={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          registerDirty(false);
          void edit.run((version) => courseApi.removeLesson(productId, version, lessonId)).then(onChanged);
        }}
      >
        {t("lesson.removeText", { title: lesson.title })}
      </ConfirmModal>
    </form>
  );
}
