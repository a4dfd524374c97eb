import { ActionIcon, Badge, Checkbox, Group, Paper, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AddByTypeMenu } from "../../../../../ui/AddByTypeMenu.tsx";
import { COURSE_LIMITS, isChoiceQuestion, QUIZ_QUESTION_TYPES } from "@sellwerk/domain";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { TextAreaField } from "../../../../../ui/fields/TextAreaField.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { moveItem } from "../parts/moveItem.ts";
import { ReorderControls } from "../parts/ReorderControls.tsx";
import { newQuestion, type QuestionForm } from "./lessonForm.ts";

type ErrorFor = (path: string) => string | undefined;

/** The lesson's quiz: questions of the spec's four types, their options and the right answers. */
export function QuizBuilder({
  quiz,
  onChange,
  errorFor,
}: {
  quiz: QuestionForm[];
  onChange: (quiz: QuestionForm[]) => void;
  errorFor: ErrorFor;
}) {
  const { t } = useTranslation("catalogContent");
  const update = (index: number, change: Partial<QuestionForm>) =>
    onChange(quiz.map((question, i) => (i === index ? { ...question, ...change } : question)));

  return (
    <Stack gap="sm">
      {quiz.map((question, index) => {
        const name = t("quiz.questionNumber", { number: index + 1 });
        return (
          <Paper key={question.key} withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <ReorderControls
                    label={name}
                    index={index}
                    count={quiz.length}
                    onMove={(to) => onChange(moveItem(quiz, index, to))}
                  />
                  <Badge variant="light">{t(`quiz.types.${question.type}`)}</Badge>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  onClick={() => onChange(quiz.filter((_, i) => i !== index))}
                  aria-label={t("quiz.remove", { name })}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
              <Text size="xs" c="dimmed">
                {t(`quiz.describe.${question.type}`)}
              </Text>
              <TextField
                label={question.type === "service" ? t("quiz.note") : t("quiz.question")}
                value={question.question}
                onChange={(text) => update(index, { question: text })}
                maxLength={COURSE_LIMITS.questionMax}
                required
                error={errorFor(`quiz.${index}.question`)}
              />
              {isChoiceQuestion(question.type) && (
                <OptionsEditor
                  question={question}
                  path={`quiz.${index}`}
                  onChange={(options) => update(index, { options })}
                  errorFor={errorFor}
                />
              )}
              {question.type !== "service" && (
                <TextAreaField
                  label={question.type === "open_question" ? t("quiz.expected") : t("quiz.explanation")}
                  value={question.explanation}
                  onChange={(explanation) => update(index, { explanation })}
                  minRows={2}
                  maxLength={COURSE_LIMITS.noteMax}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
      <AddByTypeMenu
        label={t("quiz.add")}
        types={QUIZ_QUESTION_TYPES}
        typeLabel={(type) => t(`quiz.types.${type}`)}
        disabled={quiz.length >= COURSE_LIMITS.questionsMax}
        onAdd={(type) => onChange([...quiz, newQuestion(type)])}
      />
    </Stack>
  );
}

/** Options with their right answers: several may be right in a checkbox question, one in a select box. */
function OptionsEditor({
  question,
  path,
  onChange,
  errorFor,
}: {
  question: QuestionForm;
  path: string;
  onChange: (options: QuestionForm["options"]) => void;
  errorFor: ErrorFor;
}) {
  const { t } = useTranslation("catalogContent");
  const single = question.type === "select_box";
  const options = question.options;
  const setCorrect = (index: number, correct: boolean) =>
    onChange(
      options.map((o, i) => (i === index ? { ...o, correct } : single ? { ...o, correct: false } : o)),
    );
  const listError = errorFor(`${path}.options`);

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t("quiz.options")}
      </Text>
      {options.map((option, index) => {
        const label = t("quiz.optionNumber", { number: index + 1 });
        return (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            {single ? (
              <Radio
                mt={6}
                checked={option.correct}
                onChange={() => setCorrect(index, true)}
                aria-label={t("quiz.correctOption", { name: label })}
              />
            ) : (
              <Checkbox
                mt={6}
                checked={option.correct}
                onChange={(event) => setCorrect(index, event.currentTarget.checked)}
                aria-label={t("quiz.correctOption", { name: label })}
              />
            )}
            <TextInput
              flex={1}
              size="xs"
              aria-label={label}
              placeholder={label}
              value={option.text}
              maxLength={COURSE_LIMITS.questionMax}
              onChange={(event) =>
                onChange(options.map((o, i) => (i === index ? { ...o, text: event.currentTarget.value } : o)))
              }
              error={errorFor(`${path}.options.${index}.text`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              size="sm"
              onClick={() => onChange(options.filter((_, i) => i !== index))}
              aria-label={t("quiz.removeOption", { name: label })}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {listError && (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      )}
      <AppButton
        kind="ghost"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={options.length >= COURSE_LIMITS.optionsMax}
        onClick={() => onChange([...options, { text: "", correct: false }])}
      >
        {t("quiz.addOption")}
      </AppButton>
    </Stack>
  );
}
