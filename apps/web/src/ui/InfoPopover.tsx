import { ActionIcon, Popover, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { INFO_ICON_SIZE } from "@sellwerk/domain";

export interface InfoPopoverProps {
  title?: string;
  content: string;
  /** Accessible name of the icon button; "More information" by default. */
  label?: string;
}

/** Help that opens and closes on click and stays until closed (spec two §4): no hover, no timer. */
export function InfoPopover({ title, content, label }: InfoPopoverProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      closeOnClickOutside={false}
      withArrow
      width={280}
      position="top"
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={label ?? t("fields.moreInfo")}
          aria-expanded={opened}
          onClick={toggle}
        >
          <IconInfoCircle size={INFO_ICON_SIZE} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        {title && (
          <Text fw={600} size="sm" mb={4}>
            {title}
          </Text>
        )}
        <Text size="sm">{content}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
