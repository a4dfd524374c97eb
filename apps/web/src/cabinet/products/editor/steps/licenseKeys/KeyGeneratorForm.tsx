import { useEffect, useMemo, useState } from "react";
import { Code, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconDeviceFloppy, IconWand } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { checkLicenseKeyFormat, parseLicenseKeyFormat, type LicenseKeySegment } from "@sellwerk/domain";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { IntegerField } from "../../../../../ui/fields/IntegerField.tsx";
import { KEYS_PER_REQUEST } from "./KeyImportForm.tsx";

export const DEFAULT_KEY_FORMAT = "{alphanumeric:5}-{alphanumeric:5}-{alphanumeric:5}";

const SAMPLE_ALPHABETS = {
  alphabetic: "ABCDEFGHJKLMNPQRSTUVWXYZ",
  alphanumeric: "A7K2Q9F3M8X4",
  numeric: "0123456789",
};

/** A made-up example of what the format produces (only to show the shape; the server draws the real keys). */
function sampleKey(segments: LicenseKeySegment[]): string {
  return segments
    .map((s) =>
      s.kind === "literal"
        ? s.text
        : Array.from(
            { length: s.size },
            (_, i) => SAMPLE_ALPHABETS[s.type][(i * 7 + 3) % SAMPLE_ALPHABETS[s.type].length],
          ).join(""),
    )
    .join("");
}

/** Generate keys from a format such as SW-{alphanumeric:5}-{numeric:4}; the format is remembered. */
export function KeyGeneratorForm({
  savedFormat,
  busy,
  onDirty,
  onSave,
  onGenerate,
}: {
  savedFormat: string | null;
  busy: boolean;
  onDirty: (dirty: boolean) => void;
  onSave: (format: string) => void;
  onGenerate: (format: string, count: number) => void;
}) {
  const { t } = useTranslation("catalogFiles");
  // What the seller typed; until then the saved format (which may arrive after the first render).
  const [typed, setFormat] = useState<string | null>(null);
  const format = typed ?? savedFormat ?? DEFAULT_KEY_FORMAT;
  const [count, setCount] = useState<number | null>(100);
  const code = format.trim() ? checkLicenseKeyFormat(format.trim()) : "license_key_bad_format";
  const sample = useMemo(() => {
    const parsed = parseLicenseKeyFormat(format.trim());
    return code === null && typeof parsed !== "string" ? sampleKey(parsed) : null;
  }, [format, code]);

  useEffect(() => onDirty(format !== (savedFormat ?? DEFAULT_KEY_FORMAT)), [format, savedFormat, onDirty]);

  const countOk = count !== null && count >= 1 && count <= KEYS_PER_REQUEST;
  return (
    <Stack gap="sm">
      <TextInput
        label={t("keys.format")}
        // The parameter syntax uses braces, so the examples come in as values, not as text to interpolate.
        description={t("keys.formatHelp", {
          alphabetic: "{alphabetic:4}",
          alphanumeric: "{alphanumeric:5}",
          numeric: "{numeric:4}",
        })}
        value={format}
        onChange={(e) => setFormat(e.currentTarget.value)}
        error={code ? t(`contracts:validation.${code}`) : undefined}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
      />
      {sample && (
        <Text size="sm" c="dimmed">
          {t("keys.example")} <Code>{sample}</Code>
        </Text>
      )}
      <Group align="flex-end" gap="sm">
        <IntegerField
          label={t("keys.count")}
          value={count}
          min={1}
          max={KEYS_PER_REQUEST}
          onChange={setCount}
          error={countOk ? undefined : t("keys.countRange", { max: KEYS_PER_REQUEST })}
          maw={180}
        />
        <AppButton
          kind="secondary"
          disabled={code !== null || busy}
          onClick={() => onSave(format.trim())}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          {t("keys.saveFormat")}
        </AppButton>
        <AppButton
          disabled={code !== null || !countOk}
          loading={busy}
          onClick={() => countOk && onGenerate(format.trim(), count)}
          leftSection={<IconWand size={16} aria-hidden />}
        >
          {t("keys.generate")}
        </AppButton>
      </Group>
    </Stack>
  );
}
