import { Anchor, Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { CabinetHome } from "../../api/home.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { CHECKLIST_LINKS, checklistProgress, reviewNote, type ReviewNote } from "./homeModel.ts";

/** The first-day checklist, read from the seller's real state; gone once every step is done. */
export function ChecklistCard({ home }: { home: CabinetHome }) {
  const { t } = useTranslation("home");
  const progress = checklistProgress(home.checklist);
  if (progress.next === null) return null;
  const note = reviewNote(home.attention, new Date());
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="checklist-title">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} fz="lg" id="checklist-title">
          {t("checklist.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("checklist.progress", { done: progress.done, total: progress.total })}
        </Text>
      </Group>
      <Progress
        value={(progress.done / progress.total) * 100}
        size="sm"
        mb="md"
        aria-label={t("checklist.progress", { done: progress.done, total: progress.total })}
      />
      <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {home.checklist.map((item, i) => {
          const isNext = item.key === progress.next;
          return (
            <Group key={item.key} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon
                size={26}
                radius="xl"
                variant={item.done ? "filled" : isNext ? "light" : "default"}
                color={item.done ? "green" : undefined}
                aria-label={item.done ? t("checklist.done") : t("checklist.open")}
              >
                {item.done ? (
                  <IconCheck size={16} aria-hidden />
                ) : (
                  <Text size="xs" fw={700}>
                    {i + 1}
                  </Text>
                )}
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                {item.done ? (
                  <Text c="dimmed" td="line-through">
                    {t(`checklist.steps.${item.key}.label`)}
                  </Text>
                ) : (
                  <Anchor component={Link} to={CHECKLIST_LINKS[item.key]} fw={isNext ? 600 : 400}>
                    {t(`checklist.steps.${item.key}.label`)}
                  </Anchor>
                )}
                {isNext && (
                  <Text size="sm" c="dimmed">
                    {t(`checklist.steps.${item.key}.hint`)}
                  </Text>
                )}
                {item.key === "product_published" && !item.done && note && (
                  <ReviewText note={note} days={home.reviewHandlingDays} />
                )}
                {isNext && (
                  <Group>
                    <Button component={Link} to={CHECKLIST_LINKS[item.key]} size="xs">
                      {t(`checklist.steps.${item.key}.action`)}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}

/** Where the review of the seller's product stands, and when it usually ends. */
function ReviewText({ note, days }: { note: ReviewNote; days: number }) {
  const { t } = useTranslation("home");
  const format = useFormat();
  if (note.kind === "rejected")
    return (
      <Text size="sm" c="red.8">
        {t("checklist.review.rejected", { product: note.product, reason: note.reason })}
      </Text>
    );
  return (
    <Text size="sm" c={note.overdue ? "orange.8" : undefined}>
      {t(note.overdue ? "checklist.review.overdue" : "checklist.review.waiting", {
        product: note.product,
        since: format.dateTime(note.since),
        by: format.date(note.by),
        days,
      })}
    </Text>
  );
}
