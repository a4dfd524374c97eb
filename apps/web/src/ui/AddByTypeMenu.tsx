import { Menu } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { AppButton } from "./AppButton.tsx";

/** "Add …" that first asks which kind: one menu entry per type (content blocks, quiz questions). */
export function AddByTypeMenu<T extends string>({
  label,
  types,
  typeLabel,
  disabled,
  onAdd,
}: {
  label: string;
  types: readonly T[];
  typeLabel: (type: T) => string;
  disabled?: boolean;
  onAdd: (type: T) => void;
}) {
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <AppButton
          kind="secondary"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={disabled}
          w="fit-content"
        >
          {label}
        </AppButton>
      </Menu.Target>
      <Menu.Dropdown>
        {types.map((type) => (
          <Menu.Item key={type} onClick={() => onAdd(type)}>
            {typeLabel(type)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
