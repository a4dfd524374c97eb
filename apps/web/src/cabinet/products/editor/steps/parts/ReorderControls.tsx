import { ActionIcon, Group } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconGripVertical } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Drag handle plus up/down buttons: dragging for the mouse, buttons for keyboards and screen readers. */
export function ReorderControls({
  label,
  index,
  count,
  disabled,
  onMove,
}: {
  label: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (to: number) => void;
}) {
  const { t } = useTranslation("catalogFiles");
  return (
    <Group gap={2} wrap="nowrap">
      <IconGripVertical size={16} aria-hidden style={{ cursor: "grab", opacity: 0.6 }} />
      <ActionIcon
        variant="subtle"
        size="sm"
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={t("order.up", { name: label })}
      >
        <IconArrowUp size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="sm"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={t("order.down", { name: label })}
      >
        <IconArrowDown size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
