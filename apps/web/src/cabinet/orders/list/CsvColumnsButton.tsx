import { useState } from "react";
import { Checkbox, Group, SimpleGrid, Text } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useOrderCsvSettings, useSaveOrderCsvColumns } from "../../../api/orderRates.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { FormModal } from "../../../ui/FormModal.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";

/**
 * "CSV columns" beside the orders export: the seller picks which of the order CSV's columns
 * their exports write; the server remembers the choice (spec two: csv_saved_columns). Columns
 * are named as the file's header names them, so the picker matches what the spreadsheet shows.
 */
export function CsvColumnsButton() {
  const { t } = useTranslation("orders");
  const [opened, setOpened] = useState(false);
  return (
    <>
      <AppButton
        kind="secondary"
        leftSection={<IconColumns size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t("csvColumns.button")}
      </AppButton>
      {opened && <CsvColumnsDialog onClose={() => setOpened(false)} />}
    </>
  );
}

function CsvColumnsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const settings = useOrderCsvSettings(true);
  const save = useSaveOrderCsvColumns();
  const [picked, setPicked] = useState<string[] | null>(null);
  const available = settings.data?.available ?? [];
  const chosen = picked ?? settings.data?.columns ?? [];
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!chosen.length) return setError(t("csvColumns.noneChosen"));
    save.mutate(chosen, {
      onSuccess: () => {
        notify({ kind: "success", message: t("csvColumns.saved") });
        onClose();
      },
      onError: (e) => setError(errorText(e)),
    });
  };

  return (
    <FormModal
      title={t("csvColumns.title")}
      size="medium"
      busy={save.isPending}
      submitLabel={t("csvColumns.save")}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {t("csvColumns.description")}
      </Text>
      <Group gap="xs">
        <AppButton kind="ghost" size="xs" onClick={() => setPicked([...available])}>
          {t("csvColumns.all")}
        </AppButton>
        <AppButton kind="ghost" size="xs" onClick={() => setPicked([])}>
          {t("csvColumns.none")}
        </AppButton>
      </Group>
      <Checkbox.Group
        value={chosen}
        onChange={(value) => {
          setError(null);
          // Kept in the file's column order, whatever order they were ticked in.
          setPicked(available.filter((c) => value.includes(c)));
        }}
        error={error}
        aria-label={t("csvColumns.title")}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={6} mt="xs">
          {available.map((column) => (
            <Checkbox key={column} value={column} label={column} size="xs" ff="monospace" />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </FormModal>
  );
}
