import { ActionIcon, Group, Paper, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ReorderControls } from "../parts/ReorderControls.tsx";
import { useDragOrder } from "../parts/useDragOrder.ts";

export interface IncludedRow {
  id: number;
  label: string;
  error: string | undefined;
}

/** The included products in order: drag or arrows to reorder, a button to take one out. */
export function IncludedProductList({
  items,
  onMove,
  onRemove,
}: {
  items: IncludedRow[];
  onMove: (from: number, to: number) => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation("catalogFiles");
  const { rowProps, over } = useDragOrder(onMove);
  return (
    <Stack gap={6} role="list" aria-label={t("items.listLabel")}>
      {items.map((item, index) => (
        <Paper
          key={item.id}
          role="listitem"
          withBorder
          p="xs"
          radius="sm"
          {...rowProps(index)}
          bg={over === index ? "var(--mantine-color-blue-light)" : undefined}
          style={item.error ? { borderColor: "var(--mantine-color-red-6)" } : undefined}
        >
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <ReorderControls
                label={item.label}
                index={index}
                count={items.length}
                onMove={(to) => onMove(index, to)}
              />
              <Text size="sm" fw={500}>
                {index + 1}. {item.label}
              </Text>
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onRemove(item.id)}
              aria-label={t("items.remove", { name: item.label })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
          {item.error && (
            <Text size="xs" c="red" mt={4} role="alert">
              {item.error}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
