import { Center, Flex, Stack } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconCheck, IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { LessonLink, PayerLesson } from "../../api/payerTypes.ts";
import { useSaveLessonProgress } from "../../api/payer.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { payerPaths } from "../navigation.ts";

function Step({
  productId,
  link,
  direction,
}: {
  productId: number;
  link: LessonLink | null;
  direction: "previous" | "next";
}) {
  const { t } = useTranslation("payer");
  if (!link) return <span />;
  const icon =
    direction === "previous" ? (
      <IconArrowLeft size={16} aria-hidden />
    ) : link.open ? (
      <IconArrowRight size={16} aria-hidden />
    ) : (
      <IconLock size={16} aria-hidden />
    );
  const label = t(`lesson.${direction}`);
  const side = direction === "previous" ? { leftSection: icon } : { rightSection: icon };
  return link.open ? (
    <AppButton
      component={Link}
      to={payerPaths.lesson(productId, link.id)}
      kind="secondary"
      {...side}
      title={link.title}
    >
      {label}
    </AppButton>
  ) : (
    <AppButton kind="secondary" disabled {...side} title={t("lessons.locked")}>
      {label}
    </AppButton>
  );
}

/** Below the lesson: "Mark as complete" (or undo), then back and forward. */
export function LessonNav({ productId, lesson }: { productId: number; lesson: PayerLesson }) {
  const { t } = useTranslation("payer");
  const save = useSaveLessonProgress(productId);
  const completed = lesson.status === "completed";
  return (
    <Stack gap="sm">
      <Center>
        <AppButton
          kind={completed ? "secondary" : "primary"}
          color={completed ? undefined : "green"}
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={save.isPending}
          onClick={() =>
            save.mutate({ lessonId: lesson.id, status: completed ? "in_progress" : "completed" })
          }
          aria-pressed={completed}
          w={{ base: "100%", sm: "auto" }}
        >
          {completed ? t("lesson.markIncomplete") : t("lesson.markComplete")}
        </AppButton>
      </Center>
      {/* Side by side from the small breakpoint; on a phone one under the other, full width, so
          long labels ("Vorherige Lektion") are not cut off. */}
      <Flex direction={{ base: "column", sm: "row" }} justify="space-between" gap="sm">
        <Step productId={productId} link={lesson.previous} direction="previous" />
        <Step productId={productId} link={lesson.next} direction="next" />
      </Flex>
    </Stack>
  );
}
