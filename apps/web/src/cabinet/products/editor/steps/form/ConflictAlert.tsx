import { Alert, Group, Text } from "@mantine/core";
import { IconRefresh, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AppButton } from "../../../../../ui/AppButton.tsx";

/**
 * Someone saved this since it was loaded: nothing was overwritten, the form is kept. `keys` names
 * the title, text and button of a screen about something other than a product.
 */
export function ConflictAlert({
  onReload,
  keys = "catalog:editor.conflict",
}: {
  onReload: () => void;
  keys?: string;
}) {
  const { t } = useTranslation("catalog");
  return (
    <Alert color="orange" icon={<IconUsers aria-hidden />} title={t(`${keys}.title`)} role="alert">
      <Text size="sm" mb="sm">
        {t(`${keys}.text`)}
      </Text>
      <Group>
        <AppButton
          kind="secondary"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onReload}
        >
          {t(`${keys}.reload`)}
        </AppButton>
      </Group>
    </Alert>
  );
}
