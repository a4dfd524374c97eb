import { useCallback, useEffect, useState } from "react";
import { Alert, List, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  licenseKeysApi,
  licenseKeysKey,
  useLicenseKeys,
  type KeysAdded,
  type LicenseKey,
} from "../../../../../api/catalogFiles.ts";
import { ConfirmModal } from "../../../../../ui/ConfirmModal.tsx";
import { notify } from "../../../../../ui/notify.ts";
import { useFormat } from "../../../../../ui/useFormat.ts";
import { StepSection } from "../form/StepSection.tsx";
import type { StepProps } from "../registry.ts";
import { usePartEdit } from "../parts/usePartEdit.ts";
import { PartAlerts } from "../parts/PartAlerts.tsx";
import { KeyStockCards } from "./KeyStockCards.tsx";
import { KEYS_PER_REQUEST, KeyImportForm } from "./KeyImportForm.tsx";
import { KeyGeneratorForm } from "./KeyGeneratorForm.tsx";
import { KeyPoolTable } from "./KeyPoolTable.tsx";

/** Step "add license keys": the pool buyers get their keys from, its stock, and the generator. */
export function LicenseKeysStep(props: StepProps) {
  const { t } = useTranslation("catalogFiles");
  const format = useFormat();
  const { product, registerDirty } = props;
  const client = useQueryClient();
  const edit = usePartEdit(props);
  const overview = useLicenseKeys(product.id, { page: 1, per: 10 });
  const [result, setResult] = useState<KeysAdded | null>(null);
  const [removing, setRemoving] = useState<LicenseKey[]>([]);
  const [dirty, setDirty] = useState({ paste: false, format: false });

  useEffect(() => registerDirty(dirty.paste || dirty.format), [dirty, registerDirty]);
  useEffect(() => () => registerDirty(false), [registerDirty]);
  const pasteDirty = useCallback((paste: boolean) => setDirty((d) => ({ ...d, paste })), []);
  const formatDirty = useCallback((value: boolean) => setDirty((d) => ({ ...d, format: value })), []);

  const refresh = () => void client.invalidateQueries({ queryKey: licenseKeysKey(product.id) });
  const showResult = (answer: KeysAdded | undefined) => {
    if (!answer) return false;
    setResult(answer);
    refresh();
    return true;
  };

  const addKeys = async (keys: string[]) => {
    let total: KeysAdded | undefined;
    // Very long lists go in parts; the totals add up.
    for (let i = 0; i < keys.length; i += KEYS_PER_REQUEST) {
      const part = await edit.run((v) =>
        licenseKeysApi.add(product.id, v, keys.slice(i, i + KEYS_PER_REQUEST)),
      );
      if (!part) return showResult(total);
      total = total
        ? {
            ...part,
            added: total.added + part.added,
            duplicates: total.duplicates + part.duplicates,
            duplicateKeys: [...total.duplicateKeys, ...part.duplicateKeys],
          }
        : part;
    }
    return showResult(total);
  };

  const generate = (keyFormat: string, count: number) =>
    void edit.run((v) => licenseKeysApi.generate(product.id, v, keyFormat, count)).then(showResult);
  const saveFormat = (keyFormat: string) =>
    void edit
      .run((v) => licenseKeysApi.saveFormat(product.id, v, keyFormat))
      .then((answer) => {
        if (answer) {
          refresh();
          notify({ kind: "success", message: t("keys.formatSaved") });
        }
      });
  const confirmRemove = () => {
    const ids = removing.map((k) => k.id);
    setRemoving([]);
    void edit
      .run((v) => licenseKeysApi.remove(product.id, v, ids))
      .then((answer) => {
        if (answer) {
          refresh();
          notify({ kind: "success", message: t("keys.removed", { count: answer.removed }) });
        }
      });
  };

  const stock = overview.data?.stock;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          {t("keys.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("keys.intro")}
        </Text>
      </div>
      <PartAlerts edit={edit} />
      <KeyStockCards stock={stock} />
      {stock && stock.available === 0 && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
          {t("keys.noneAvailable")}
        </Alert>
      )}
      {result && (
        <Alert
          color={result.duplicates > 0 ? "yellow" : "green"}
          withCloseButton
          onClose={() => setResult(null)}
          role="status"
        >
          <Text size="sm">
            {t("keys.addedResult", { count: result.added, n: format.number(result.added) })}
            {result.duplicates > 0 &&
              ` ${t("keys.duplicatesResult", { count: result.duplicates, n: format.number(result.duplicates) })}`}
          </Text>
          {result.duplicateKeys.length > 0 && (
            <List size="xs" mt={4} styles={{ item: { fontFamily: "var(--mantine-font-family-monospace)" } }}>
              {result.duplicateKeys.slice(0, 10).map((key) => (
                <List.Item key={key}>{key}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <StepSection title={t("keys.importTitle")} description={t("keys.importIntro")}>
        <KeyImportForm busy={edit.busy} onDirty={pasteDirty} onAdd={addKeys} />
      </StepSection>
      <StepSection title={t("keys.generateTitle")} description={t("keys.generateIntro")}>
        <KeyGeneratorForm
          savedFormat={overview.data?.format ?? null}
          busy={edit.busy}
          onDirty={formatDirty}
          onSave={saveFormat}
          onGenerate={generate}
        />
      </StepSection>
      <StepSection title={t("keys.poolTitle")}>
        <KeyPoolTable productId={product.id} busy={edit.busy} onRemove={setRemoving} />
      </StepSection>
      <ConfirmModal
        opened={removing.length > 0}
        title={t("keys.removeTitle")}
        confirmLabel={t("keys.removeConfirm", { count: removing.length })}
        danger
        onConfirm={confirmRemove}
        onClose={() => setRemoving([])}
      >
        {t("keys.removeText", { count: removing.length })}
      </ConfirmModal>
    </Stack>
  );
}
