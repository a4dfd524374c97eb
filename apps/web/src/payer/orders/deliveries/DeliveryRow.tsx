import type { ReactNode } from "react";
import { Group, Paper, Stack, Text } from "@mantine/core";

/** One delivered thing: what it is on the left, its actions on the right (below on a phone). */
export function DeliveryRow({
  title,
  details,
  actions,
}: {
  title: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 240px" }}>
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Text>
          {details && (
            <Text size="xs" c="dimmed" component="div">
              {details}
            </Text>
          )}
        </Stack>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** A titled group of delivered things of one kind; nothing when there are none. */
export function DeliveryGroup({
  title,
  children,
  count,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
