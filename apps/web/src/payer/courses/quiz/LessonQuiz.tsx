import { useState } from "react";
import { Alert, Divider, Group, Paper, Stack, Title } from "@mantine/core";
import { IconAlertCircle, IconRefresh, IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useAnswerQuiz } from "../../../api/payer.ts";
import type { PayerQuiz } from "../../../api/payerTypes.ts";
import { fieldErrors } from "../../../api/client/errors.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { answerable, initialDraft, quizPayload, type QuizDraft } from "./quizForm.ts";
import { QuizQuestionField } from "./QuizQuestionField.tsx";
import { QuizResult } from "./QuizResult.tsx";

/**
 * The lesson's quiz: the questions as a form until answered, then the graded result (kept, so it
 * shows again when the lesson is reopened) with the way to answer again. Which options are right
 * is only known to the page once the server graded the answers.
 */
export function LessonQuiz({
  productId,
  lessonId,
  quiz,
}: {
  productId: number;
  lessonId: number;
  quiz: PayerQuiz;
}) {
  const { t } = useTranslation("payer");
  const errorText = useErrorText();
  const answer = useAnswerQuiz(productId, lessonId);
  const [editing, setEditing] = useState(quiz.result === null);
  const [draft, setDraft] = useState<QuizDraft>(() => initialDraft(quiz));
  if (quiz.questions.length === 0) return null;
  const errors = fieldErrors(answer.error);
  const general = answer.isError && Object.keys(errors).every((key) => key === "answers");

  const submit = () =>
    answer.mutate(quizPayload(quiz, draft), {
      onSuccess: () => {
        setEditing(false);
        notify({ kind: "success", message: t("quiz.saved") });
      },
    });

  const retake = () => {
    setDraft(initialDraft(quiz));
    answer.reset();
    setEditing(true);
  };

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="lesson-quiz-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="lesson-quiz-title">
          {t("quiz.title")}
        </Title>
        {!editing && quiz.result ? (
          <>
            <QuizResult quiz={quiz} />
            {answerable(quiz) && (
              <Group>
                <AppButton
                  kind="secondary"
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={retake}
                >
                  {t("quiz.retake")}
                </AppButton>
              </Group>
            )}
          </>
        ) : (
          <form
            noValidate
            aria-labelledby="lesson-quiz-title"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="lg">
              {general && (
                <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {errors.answers ?? errorText(answer.error)}
                </Alert>
              )}
              {quiz.questions.map((question, i) => (
                <Stack key={i} gap="lg">
                  {i > 0 && <Divider />}
                  <QuizQuestionField
                    question={question}
                    index={i}
                    selected={draft.selected[i] ?? []}
                    text={draft.texts[i] ?? ""}
                    error={errors[`answers.${i}`]}
                    onSelect={(selected) =>
                      setDraft((d) => ({
                        ...d,
                        selected: d.selected.map((s, j) => (j === i ? selected : s)),
                      }))
                    }
                    onText={(text) =>
                      setDraft((d) => ({ ...d, texts: d.texts.map((s, j) => (j === i ? text : s)) }))
                    }
                  />
                </Stack>
              ))}
              {answerable(quiz) && (
                <Group>
                  <AppButton
                    type="submit"
                    loading={answer.isPending}
                    leftSection={<IconSend size={16} aria-hidden />}
                  >
                    {t("quiz.submit")}
                  </AppButton>
                </Group>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
