import { Alert, Badge, Group, List, Stack, Text } from "@mantine/core";
import { IconCheck, IconMessage, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PayerQuiz, PayerQuizQuestion, QuizQuestionResult } from "../../../api/payerTypes.ts";

/** Right, wrong, or (open questions) sent to the seller: words and colour, never colour alone. */
function Verdict({ result }: { result: QuizQuestionResult }) {
  const { t } = useTranslation("payer");
  if (result.correct === null)
    return (
      <Badge color="gray" variant="light" leftSection={<IconMessage size={12} aria-hidden />}>
        {t("quiz.recorded")}
      </Badge>
    );
  return result.correct ? (
    <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
      {t("quiz.correct")}
    </Badge>
  ) : (
    <Badge color="red" variant="light" leftSection={<IconX size={12} aria-hidden />}>
      {t("quiz.wrong")}
    </Badge>
  );
}

function Answered({ question, result }: { question: PayerQuizQuestion; result: QuizQuestionResult }) {
  const { t } = useTranslation("payer");
  if (question.type === "open_question")
    return (
      <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
        {t("quiz.yourAnswer")}: {result.text}
      </Text>
    );
  return (
    <List size="sm" spacing={2}>
      {question.options.map((option, i) => {
        const marks = [
          result.selected.includes(i) ? t("quiz.yourChoice") : null,
          result.correctOptions.includes(i) ? t("quiz.rightOption") : null,
        ].filter(Boolean);
        return (
          <List.Item key={i} fw={result.correctOptions.includes(i) ? 600 : undefined}>
            {option.text}
            {marks.length > 0 && ` (${marks.join(", ")})`}
          </List.Item>
        );
      })}
    </List>
  );
}

/** The last submission graded: a score over the graded questions, and each answer with its explanation. */
export function QuizResult({ quiz }: { quiz: PayerQuiz }) {
  const { t } = useTranslation("payer");
  const result = quiz.result!;
  return (
    <Stack gap="md">
      {result.graded > 0 && (
        <Alert color={result.correct === result.graded ? "green" : "blue"} role="status">
          {t("quiz.score", { count: result.graded, correct: result.correct, graded: result.graded })}
        </Alert>
      )}
      {quiz.questions.map((question, i) => {
        const answer = result.answers[i]!;
        if (question.type === "service")
          return (
            <Text key={i} size="sm" c="dimmed" fs="italic">
              {question.question}
            </Text>
          );
        return (
          <Stack key={i} gap={6}>
            {/* The verdict moves under a long question rather than being cut off on a phone. */}
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text fw={600} size="sm">
                {t("quiz.questionLabel", { number: i + 1, question: question.question })}
              </Text>
              <Verdict result={answer} />
            </Group>
            <Answered question={question} result={answer} />
            {answer.explanation && (
              <Text size="sm" c="dimmed">
                {question.type === "open_question" ? t("quiz.expected") : t("quiz.explanation")}:{" "}
                {answer.explanation}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
