import { Anchor, Badge, Group, List, Paper, Stack, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PayerCourseItem } from "../../api/payerTypes.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { payerPaths } from "../navigation.ts";
import { AccessBadge, useAccessText } from "./AccessBadge.tsx";
import { CourseProgress } from "./CourseProgress.tsx";
import { PayToResume } from "./PayToResume.tsx";

/** A course or membership the payer holds: its access, progress, and the way in. */
export function CourseCard({ item }: { item: PayerCourseItem }) {
  const { t } = useTranslation("payer");
  const accessText = useAccessText();
  const ended = item.access.state === "ended";
  const isCourse = item.product.form === "course";
  return (
    <Paper withBorder p="md" component="article" aria-label={item.product.name} h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={600}>{item.product.name}</Text>
            <AccessBadge access={item.access} />
          </Group>
          <Group gap={6}>
            <Badge size="xs" variant="outline" color="gray">
              {t(`catalog:types.${item.product.form}.name`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {item.seller.name} · {accessText(item.access)}
            </Text>
          </Group>
          {isCourse && item.progress.total > 0 && <CourseProgress progress={item.progress} size="sm" />}
          {item.includes.length > 0 && (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t("courses.includes")}
              </Text>
              <List size="sm" spacing={2}>
                {item.includes.map((included) => (
                  <List.Item key={included.id}>
                    {ended ? (
                      included.name
                    ) : (
                      <Anchor component={Link} to={payerPaths.course(included.id)} size="sm">
                        {included.name}
                      </Anchor>
                    )}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Stack>
        <Stack gap="xs">
          {/* A paused access: paying is the way back in, on a line of its own above the links. */}
          <PayToResume access={item.access} />
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={payerPaths.order(item.orderToken)} size="xs" c="dimmed">
              {t("courses.order")}
            </Anchor>
            {isCourse && !ended && (
              <AppButton
                component={Link}
                to={payerPaths.course(item.product.id)}
                size="xs"
                rightSection={<IconArrowRight size={14} aria-hidden />}
              >
                {t("courses.open")}
              </AppButton>
            )}
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
