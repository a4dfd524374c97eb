import { Checkbox, Radio, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PayerQuizQuestion } from "../../../api/payerTypes.ts";
import { TextAreaField } from "../../../ui/fields/TextAreaField.tsx";

const OPEN_ANSWER_MAX = 5000;

/**
 * One question as a form control with the question as its label: a group of checkboxes (several
 * may be right), a radio group (exactly one is), a text area, or a note that takes no answer.
 */
export function QuizQuestionField({
  question,
  index,
  selected,
  text,
  error,
  onSelect,
  onText,
}: {
  question: PayerQuizQuestion;
  index: number;
  selected: number[];
  text: string;
  error: string | undefined;
  onSelect: (selected: number[]) => void;
  onText: (text: string) => void;
}) {
  const { t } = useTranslation("payer");
  const label = t("quiz.questionLabel", { number: index + 1, question: question.question });
  switch (question.type) {
    case "checkbox":
      return (
        <Checkbox.Group
          label={label}
          description={t("quiz.several")}
          value={selected.map(String)}
          onChange={(values) => onSelect(values.map(Number))}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((option, i) => (
              <Checkbox key={i} value={String(i)} label={option.text} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case "select_box":
      return (
        <Radio.Group
          label={label}
          description={t("quiz.one")}
          value={selected.length ? String(selected[0]) : null}
          onChange={(value) => onSelect([Number(value)])}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((option, i) => (
              <Radio key={i} value={String(i)} label={option.text} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case "open_question":
      return (
        <TextAreaField
          label={label}
          description={t("quiz.openHint")}
          value={text}
          onChange={onText}
          maxLength={OPEN_ANSWER_MAX}
          error={error}
        />
      );
    default:
      return (
        <Text size="sm" c="dimmed" fs="italic">
          {question.question}
        </Text>
      );
  }
}
