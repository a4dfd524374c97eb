import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DELIVERY_PLACEHOLDERS, placeholderText } from "./deliveryForm.ts";

/** The placeholders a custom mail may use; a click adds one to the text. */
export function PlaceholderList({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation("catalog");
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {t("delivery.placeholders")}
      </Text>
      <Group gap={6}>
        {DELIVERY_PLACEHOLDERS.map((name) => (
          <Button
            key={name}
            size="compact-xs"
            variant="light"
            ff="monospace"
            onClick={() => onInsert(placeholderText(name))}
            aria-label={t("delivery.insertPlaceholder", { name: t(`delivery.placeholderNames.${name}`) })}
            title={t(`delivery.placeholderNames.${name}`)}
          >
            {placeholderText(name)}
          </Button>
        ))}
      </Group>
    </div>
  );
}
