import { Alert, Group, Text } from "@mantine/core";
import { IconRefresh, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AppButton } from "../../../../../ui/AppButton.tsx";

/** Someone saved this product since it was loaded: nothing was overwritten, the form is kept. */
export function ConflictAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation("catalog");
  return (
    <Alert color="orange" icon={<IconUsers aria-hidden />} title={t("editor.conflict.title")} role="alert">
      <Text size="sm" mb="sm">
        {t("editor.conflict.text")}
      </Text>
      <Group>
        <AppButton
          kind="secondary"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onReload}
        >
          {t("editor.conflict.reload")}
        </AppButton>
      </Group>
    </Alert>
  );
}
