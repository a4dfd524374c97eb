import { useEffect, useMemo, useState } from "react";
import { FileButton, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconFileUpload, IconKey } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { distinctLicenseKeys, licenseKeysFromText } from "@sellwerk/domain";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { useFormat } from "../../../../../ui/useFormat.ts";

/** Larger pastes are sent in parts of this size (the API's limit per request). */
export const KEYS_PER_REQUEST = 10_000;

/** Paste keys, or read them from a text or CSV file (first column), one per line. */
export function KeyImportForm({
  busy,
  onDirty,
  onAdd,
}: {
  busy: boolean;
  onDirty: (dirty: boolean) => void;
  onAdd: (keys: string[]) => Promise<boolean>;
}) {
  const { t } = useTranslation("catalogFiles");
  const format = useFormat();
  const [text, setText] = useState("");
  const [csv, setCsv] = useState(false);
  const keys = useMemo(() => licenseKeysFromText(text, { csv }), [text, csv]);
  const { distinct, repeated } = useMemo(() => distinctLicenseKeys(keys), [keys]);

  useEffect(() => onDirty(text.trim() !== ""), [text, onDirty]);

  const readFile = async (file: File | null) => {
    if (!file) return;
    setCsv(/\.csv$/i.test(file.name) || file.type === "text/csv");
    setText(await file.text());
  };

  const submit = async () => {
    if (distinct.length === 0) return;
    // All of them: the server reports repeats and keys already in the pool alike.
    if (await onAdd(keys)) {
      setText("");
      setCsv(false);
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t("keys.paste")}
        description={t("keys.pasteHelp")}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setCsv(false);
        }}
        autosize
        minRows={4}
        maxRows={12}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
      />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t("keys.detected", { count: distinct.length, n: format.number(distinct.length) })}
          {repeated.length > 0 &&
            ` · ${t("keys.repeatedInInput", { count: repeated.length, n: format.number(repeated.length) })}`}
        </Text>
        <Group gap="sm">
          <FileButton onChange={(file) => void readFile(file)} accept=".txt,.csv,text/plain,text/csv">
            {(props) => (
              <AppButton {...props} kind="secondary" leftSection={<IconFileUpload size={16} aria-hidden />}>
                {t("keys.fromFile")}
              </AppButton>
            )}
          </FileButton>
          <AppButton
            onClick={() => void submit()}
            loading={busy}
            disabled={distinct.length === 0}
            leftSection={<IconKey size={16} aria-hidden />}
          >
            {t("keys.add", { count: distinct.length })}
          </AppButton>
        </Group>
      </Group>
    </Stack>
  );
}
